// Where each endpoint answers and who may call it: the part of each declaration (endpoints/*.ts) that
// carries no schema and no server-only text. The web sends its requests from these (zod stays out of
// the first paint's JavaScript), and each declaration spreads its own; every path is written here (or,
// for the two public reads of a direct load, in public-reads.ts) and nowhere else.
import { named, publicReads } from './public-reads.js';

export const routes = {
  ...publicReads,
  ...named({
    health: { method: 'GET', path: '/health', who: 'anyone' },
    openApiDocument: { method: 'GET', path: '/openapi.json', who: 'anyone' },
    featuredMarathons: { method: 'GET', path: '/marathons-6', who: 'anyone' },
    marathonCalendar: { method: 'GET', path: '/marathon/{id}/calendar.ics', who: 'anyone' },
    createMarathon: { method: 'POST', path: '/marathons', who: 'signed in' },
    updateMarathon: { method: 'PATCH', path: '/marathon/{id}', who: 'organisers' },
    deleteMarathon: { method: 'DELETE', path: '/marathon/{id}', who: 'creator' },
    myMarathons: {
      method: 'GET',
      path: '/my-applied-marathons/{email}',
      who: 'that user',
    },
    applyToMarathon: { method: 'PATCH', path: '/marathonApply/{id}', who: 'signed in' },
    updateRegistration: { method: 'PATCH', path: '/registrations/{marathonId}', who: 'signed in' },
    withdrawRegistration: {
      method: 'DELETE',
      path: '/registrations/{marathonId}',
      who: 'signed in',
    },
    myRegistrations: {
      method: 'GET',
      path: '/my-registrations/{userId}',
      who: 'that user',
    },
    listParticipants: { method: 'GET', path: '/marathon/{id}/registrations', who: 'organisers' },
    joinWaitlist: { method: 'POST', path: '/marathon/{id}/waitlist', who: 'signed in' },
    leaveWaitlist: { method: 'DELETE', path: '/marathon/{id}/waitlist', who: 'signed in' },
    acceptOffer: { method: 'POST', path: '/marathon/{id}/waitlist/accept', who: 'signed in' },
    myWaitlist: {
      method: 'GET',
      path: '/my-waitlist/{userId}',
      who: 'that user',
    },
    listWaitlist: { method: 'GET', path: '/marathon/{id}/waitlist', who: 'organisers' },
    marathonActivity: { method: 'GET', path: '/marathon/{id}/activity', who: 'organisers' },
    listOpinions: { method: 'GET', path: '/opinion', who: 'anyone' },
    addOpinion: { method: 'POST', path: '/opinion', who: 'anyone' },
    addVolunteerOffer: {
      method: 'POST',
      path: '/volantiar',
      who: 'signed in',
      aliases: ['/volunteers'],
    },
    upsertProfile: { method: 'POST', path: '/users', who: 'signed in' },
    assignBibs: { method: 'POST', path: '/marathon/{id}/bibs/assign', who: 'organisers' },
    bibJob: { method: 'GET', path: '/marathon/{id}/bibs/assign/{jobId}', who: 'organisers' },
    setBib: {
      method: 'PUT',
      path: '/marathon/{id}/registrations/{userId}/bib',
      who: 'organisers',
    },
    checkIn: { method: 'POST', path: '/marathon/{id}/check-ins', who: 'race staff' },
    undoCheckIn: {
      method: 'DELETE',
      path: '/marathon/{id}/check-ins/{userId}',
      who: 'organisers',
    },
    roster: { method: 'GET', path: '/marathon/{id}/roster', who: 'race staff' },
    inviteStaff: { method: 'POST', path: '/marathon/{id}/staff', who: 'creator' },
    acceptInvitation: { method: 'POST', path: '/marathon/{id}/staff/accept', who: 'signed in' },
    listStaff: { method: 'GET', path: '/marathon/{id}/staff', who: 'creator' },
    removeStaff: { method: 'DELETE', path: '/marathon/{id}/staff/{staffId}', who: 'creator' },
    marathonStats: { method: 'GET', path: '/marathon/{id}/stats', who: 'organisers' },
    myStaffRaces: { method: 'GET', path: '/my-staff-races/{userId}', who: 'that user' },
  }),
};

export type RouteName = keyof typeof routes;
export type Route = (typeof routes)[RouteName];
