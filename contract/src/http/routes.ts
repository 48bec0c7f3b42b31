// Where each endpoint answers and who may call it: the part of each declaration (endpoints/*.ts) that
// carries no schema and no server-only text. The web sends its requests from these (zod stays out of
// the first paint's JavaScript), and each declaration spreads its own; every path is written here (or,
// for the two public reads of a direct load, in public-reads.ts) and nowhere else.
import { named, publicReads, route } from './public-reads.js';

export const routes = {
  ...publicReads,
  ...named({
    health: route('GET', '/health', 'anyone'),
    openApiDocument: route('GET', '/openapi.json', 'anyone'),
    featuredMarathons: route('GET', '/marathons-6', 'anyone'),
    marathonCalendar: route('GET', '/marathon/{id}/calendar.ics', 'anyone'),
    createMarathon: route('POST', '/marathons', 'signed in'),
    updateMarathon: route('PATCH', '/marathon/{id}', 'organisers'),
    deleteMarathon: route('DELETE', '/marathon/{id}', 'creator'),
    myMarathons: route('GET', '/my-applied-marathons/{email}', 'that user'),
    applyToMarathon: route('PATCH', '/marathonApply/{id}', 'signed in'),
    updateRegistration: route('PATCH', '/registrations/{marathonId}', 'signed in'),
    withdrawRegistration: route('DELETE', '/registrations/{marathonId}', 'signed in'),
    myRegistrations: route('GET', '/my-registrations/{userId}', 'that user'),
    listParticipants: route('GET', '/marathon/{id}/registrations', 'organisers'),
    joinWaitlist: route('POST', '/marathon/{id}/waitlist', 'signed in'),
    leaveWaitlist: route('DELETE', '/marathon/{id}/waitlist', 'signed in'),
    acceptOffer: route('POST', '/marathon/{id}/waitlist/accept', 'signed in'),
    myWaitlist: route('GET', '/my-waitlist/{userId}', 'that user'),
    listWaitlist: route('GET', '/marathon/{id}/waitlist', 'organisers'),
    marathonActivity: route('GET', '/marathon/{id}/activity', 'organisers'),
    listOpinions: route('GET', '/opinion', 'anyone'),
    addOpinion: route('POST', '/opinion', 'anyone'),
    addVolunteerOffer: route('POST', '/volantiar', 'signed in', ['/volunteers']),
    upsertProfile: route('POST', '/users', 'signed in'),
    assignBibs: route('POST', '/marathon/{id}/bibs/assign', 'organisers'),
    bibJob: route('GET', '/marathon/{id}/bibs/assign/{jobId}', 'organisers'),
    setBib: route('PUT', '/marathon/{id}/registrations/{userId}/bib', 'organisers'),
    checkIn: route('POST', '/marathon/{id}/check-ins', 'race staff'),
    undoCheckIn: route('DELETE', '/marathon/{id}/check-ins/{userId}', 'organisers'),
    roster: route('GET', '/marathon/{id}/roster', 'race staff'),
    compactRoster: route('GET', '/marathon/{id}/roster/compact', 'race staff'),
    inviteStaff: route('POST', '/marathon/{id}/staff', 'creator'),
    acceptInvitation: route('POST', '/marathon/{id}/staff/accept', 'signed in'),
    listStaff: route('GET', '/marathon/{id}/staff', 'creator'),
    removeStaff: route('DELETE', '/marathon/{id}/staff/{staffId}', 'creator'),
    marathonStats: route('GET', '/marathon/{id}/stats', 'organisers'),
    myStaffRaces: route('GET', '/my-staff-races/{userId}', 'that user'),
    importResults: route('POST', '/marathon/{id}/results/import', 'organisers'),
    publishResults: route('POST', '/marathon/{id}/results/publish', 'organisers'),
    getResult: route('GET', '/marathon/{id}/results/{bib}', 'anyone, token optional'),
    resultCertificate: route(
      'GET',
      '/marathon/{id}/results/{bib}/certificate.pdf',
      'anyone, token optional',
    ),
    setResultsVisibility: route(
      'PUT',
      '/marathon/{id}/registrations/{userId}/results-visibility',
      'that user',
    ),
    topFinishers: route('GET', '/top-finishers', 'anyone'),
    quote: route('GET', '/marathon/{id}/quote', 'anyone'),
    startPayment: route('POST', '/marathon/{id}/registrations/{userId}/payments', 'that user'),
    manualPayment: route(
      'POST',
      '/marathon/{id}/registrations/{userId}/payments/manual',
      'organisers',
    ),
    listPayments: route('GET', '/marathon/{id}/payments', 'organisers'),
    paymentOf: route('GET', '/payments/{paymentId}', 'signed in'),
    paymentWebhook: route('POST', '/payments/webhook/{provider}', 'anyone'),
  }),
};

export type RouteName = keyof typeof routes;
export type Route = (typeof routes)[RouteName];
