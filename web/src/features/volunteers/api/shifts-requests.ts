// Every volunteer-shift endpoint (docs/volunteers.md) as one typed request: the race page's
// Volunteer section and My Apply List's "Your shifts" (the volunteer's side), the console's Volunteers
// tab (the organisers' side). The hooks over them are use-shifts.ts; the desk's check-in and check-out
// are race-day's (`routes.checkIn`, `routes.checkOut`).
import type { ShiftInput, ShiftPatch, ShiftSignUp } from '@run/contract/domain/shifts';
import { routes } from '@run/contract/http/routes';

import { api, apiRequest } from '@/lib/api-client';

/** The race's shifts with the places left, soonest first; public, nothing personal. */
export function fetchShifts(id: string, signal?: AbortSignal) {
  return api(routes.listShifts, { params: { id } }, { signal });
}

/** Organisers: each shift's capacity, filled places, check-ins and no-shows. */
export function fetchShiftCoverage(id: string, signal?: AbortSignal) {
  return api(routes.shiftCoverage, { params: { id } }, { signal });
}

/**
 * Organisers: every shift's volunteers as CSV. With `download`, the answer's data is the file (a Blob);
 * its Content-Disposition names it.
 */
export function requestShiftVolunteersCsv(id: string, failure?: string) {
  return apiRequest(
    routes.shiftVolunteersCsv,
    { params: { id } },
    { download: 'text/csv', cache: 'no-store', failure },
  );
}

export function createShift(id: string, body: ShiftInput) {
  return api(routes.createShift, { params: { id }, body });
}

export function updateShift(id: string, shiftId: string, body: ShiftPatch) {
  return api(routes.updateShift, { params: { id, shiftId }, body });
}

export function deleteShift(id: string, shiftId: string) {
  return api(routes.deleteShift, { params: { id, shiftId } });
}

/** Organisers and that shift's captains: its volunteers with contact details, and its waitlist. */
export function fetchShiftRoster(id: string, shiftId: string, signal?: AbortSignal) {
  return api(routes.shiftRoster, { params: { id, shiftId } }, { signal });
}

/** The caller signs up (or takes the place the waitlist offered them): answers the pass. */
export function signUpForShift(id: string, shiftId: string, body: ShiftSignUp) {
  return api(routes.signUpForShift, { params: { id, shiftId }, body });
}

/** A full shift's waitlist, with the same form: answers the 1-based position. */
export function joinShiftWaitlist(id: string, shiftId: string, body: ShiftSignUp) {
  return api(routes.joinShiftWaitlist, { params: { id, shiftId }, body });
}

/** Drops `uid` from the shift: the volunteer themself, or an organiser dropping anyone. */
export function dropFromShift(id: string, shiftId: string, uid: string) {
  return api(routes.dropFromShift, { params: { id, shiftId, uid } });
}

/** Leaves the shift's waitlist, or declines the place it offered. */
export function leaveShiftWaitlist(id: string, shiftId: string) {
  return api(routes.leaveShiftWaitlist, { params: { id, shiftId } });
}

/** The signed-in person's shifts in every race: signed up with the pass, waiting, or offered. */
export function fetchMyShifts(userId: string, signal?: AbortSignal) {
  return api(routes.myShifts, { params: { userId } }, { signal });
}
