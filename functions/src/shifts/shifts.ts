// Volunteer shifts' public file (docs/volunteers.md): what routes and other domains use of shifts.
// Files inside shifts/ import each other; code outside imports this file alone.
export { createShift, deleteShift, updateShift } from './manage.js';
export { drop, joinWaitlist, lapseDueShiftOffers, leaveWaitlist, signUp } from './volunteering.js';
export { listShifts, myShifts, shiftCoverage, shiftRoster, shiftVolunteersCsv } from './views.js';
export { checkInAtDesk, volunteerCheckOut } from './desk.js';
