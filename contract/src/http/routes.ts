// Where each endpoint answers and who may call it: the part of each declaration (endpoints/*.ts) that
// carries no schema and no server-only text. The web sends its requests from these (zod stays out of the first paint's
// JavaScript), and each declaration spreads its own; every path is written here and nowhere else.
import type { Method, Who } from './endpoint.js';

interface RouteSpec {
  method: Method;
  path: `/${string}`;
  who: Who;
  aliases?: readonly `/${string}`[];
}

/** Each route named by its key (the operation's name in the OpenAPI document and the client). */
function named<const T extends Record<string, RouteSpec>>(
  table: T,
): { [K in keyof T]: T[K] & { name: K } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, route]) => [name, { ...route, name }]),
  ) as { [K in keyof T]: T[K] & { name: K } };
}

export const routes = named({
  health: { method: 'GET', path: '/health', who: 'anyone' },
  openApiDocument: { method: 'GET', path: '/openapi.json', who: 'anyone' },
  featuredMarathons: { method: 'GET', path: '/marathons-6', who: 'anyone' },
  listMarathons: { method: 'GET', path: '/marathons', who: 'anyone' },
  getMarathon: { method: 'GET', path: '/marathon/{id}', who: 'anyone, token optional' },
  marathonCalendar: { method: 'GET', path: '/marathon/{id}/calendar.ics', who: 'anyone' },
  createMarathon: { method: 'POST', path: '/marathons', who: 'signed in' },
  updateMarathon: { method: 'PATCH', path: '/marathon/{id}', who: 'creator' },
  deleteMarathon: { method: 'DELETE', path: '/marathon/{id}', who: 'creator' },
  myMarathons: {
    method: 'GET',
    path: '/my-applied-marathons/{email}',
    who: 'that user',
  },
  applyToMarathon: { method: 'PATCH', path: '/marathonApply/{id}', who: 'signed in' },
  updateRegistration: { method: 'PATCH', path: '/registrations/{marathonId}', who: 'signed in' },
  withdrawRegistration: { method: 'DELETE', path: '/registrations/{marathonId}', who: 'signed in' },
  myRegistrations: {
    method: 'GET',
    path: '/my-registrations/{userId}',
    who: 'that user',
  },
  listParticipants: { method: 'GET', path: '/marathon/{id}/registrations', who: 'creator' },
  joinWaitlist: { method: 'POST', path: '/marathon/{id}/waitlist', who: 'signed in' },
  leaveWaitlist: { method: 'DELETE', path: '/marathon/{id}/waitlist', who: 'signed in' },
  acceptOffer: { method: 'POST', path: '/marathon/{id}/waitlist/accept', who: 'signed in' },
  myWaitlist: {
    method: 'GET',
    path: '/my-waitlist/{userId}',
    who: 'that user',
  },
  listWaitlist: { method: 'GET', path: '/marathon/{id}/waitlist', who: 'creator' },
  marathonActivity: { method: 'GET', path: '/marathon/{id}/activity', who: 'creator' },
  listOpinions: { method: 'GET', path: '/opinion', who: 'anyone' },
  addOpinion: { method: 'POST', path: '/opinion', who: 'anyone' },
  addVolunteerOffer: {
    method: 'POST',
    path: '/volantiar',
    who: 'signed in',
    aliases: ['/volunteers'],
  },
  upsertProfile: { method: 'POST', path: '/users', who: 'signed in' },
});

export type RouteName = keyof typeof routes;
export type Route = (typeof routes)[RouteName];
