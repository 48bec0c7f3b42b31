// The shifts through TanStack Query: the race's shifts (public), the organisers' coverage and a shift's
// list, the signed-in person's own shifts, and every write, each refreshing what it changes (the race's
// views and every "my" list: refreshMarathonViews).
import type { ShiftInput, ShiftPatch, ShiftSignUp } from '@run/contract/domain/shifts';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import {
  apiQueryOptions,
  eventQueryOptions,
  myListQueryOptions,
  organiserQueryOptions,
  useApiWrite,
} from '@/lib/api-query';

import {
  createShift,
  deleteShift,
  dropFromShift,
  joinShiftWaitlist,
  leaveShiftWaitlist,
  signUpForShift,
  updateShift,
} from './shifts-requests';

/** The race's shifts with the places left; they fill without the visitor acting, so asked each visit. */
export function shiftsQueryOptions(id: string) {
  return eventQueryOptions(routes.listShifts, id, ['shifts'], {
    staleTime: 0,
    scope: { marathon: id },
  });
}

export function useShifts(id: string) {
  return useQuery(shiftsQueryOptions(id));
}

/** Organisers: coverage per shift, asked anew at every opening (volunteers come and go). */
export function shiftCoverageQueryOptions(id: string) {
  return organiserQueryOptions(routes.shiftCoverage, id, ['shifts', 'coverage']);
}

export function useShiftCoverage(id: string) {
  return useQuery(shiftCoverageQueryOptions(id));
}

/** Organisers and the shift's captains: its volunteers (with contact details) and its waitlist. */
export function shiftRosterQueryOptions(id: string, shiftId: string) {
  return apiQueryOptions(
    ['marathon', id, 'shifts', shiftId, 'volunteers'],
    routes.shiftRoster,
    { params: { id, shiftId } },
    { auth: 'required', staleTime: 0, scope: { marathon: id, account: true } },
  );
}

export function useShiftRoster(id: string, shiftId: string) {
  return useQuery(shiftRosterQueryOptions(id, shiftId));
}

/** The signed-in person's shifts in every race (places are offered and lapse without them acting). */
export function myShiftsQueryOptions(uid: string) {
  return myListQueryOptions('my-shifts', routes.myShifts, uid);
}

export function useMyShifts(uid: string) {
  return useQuery(myShiftsQueryOptions(uid));
}

/** Which shift of which race a write is about. */
export interface ShiftOf {
  id: string;
  shiftId: string;
}

/**
 * A write about a race's shifts: what it sends, then the race's views and every "my" list refreshed
 * (the places left, the coverage, the person's own shifts).
 */
function useShiftWrite<V extends { id: string }, R>(send: (vars: V) => Promise<R>) {
  return useApiWrite(send, { refreshMarathons: { event: ({ id }: V) => id } });
}

export const useCreateShift = () =>
  useShiftWrite(({ id, body }: { id: string; body: ShiftInput }) => createShift(id, body));

export const useUpdateShift = () =>
  useShiftWrite(({ id, shiftId, body }: ShiftOf & { body: ShiftPatch }) =>
    updateShift(id, shiftId, body),
  );

export const useDeleteShift = () =>
  useShiftWrite(({ id, shiftId }: ShiftOf) => deleteShift(id, shiftId));

/** Signs the caller up, or takes the place the waitlist offered them. */
export const useSignUpForShift = () =>
  useShiftWrite(({ id, shiftId, body }: ShiftOf & { body: ShiftSignUp }) =>
    signUpForShift(id, shiftId, body),
  );

export const useJoinShiftWaitlist = () =>
  useShiftWrite(({ id, shiftId, body }: ShiftOf & { body: ShiftSignUp }) =>
    joinShiftWaitlist(id, shiftId, body),
  );

/** Drops `uid` (the volunteer themself, or anyone when an organiser does it). */
export const useDropFromShift = () =>
  useShiftWrite(({ id, shiftId, uid }: ShiftOf & { uid: string }) =>
    dropFromShift(id, shiftId, uid),
  );

/** Leaves a shift's waitlist, or declines the place it offered. */
export const useLeaveShiftWaitlist = () =>
  useShiftWrite(({ id, shiftId }: ShiftOf) => leaveShiftWaitlist(id, shiftId));
