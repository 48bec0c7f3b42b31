// Volunteer shifts (docs/volunteers.md): the organisers' shifts, the public list, signing up (exact
// under bursts) or joining a full shift's waitlist, dropping out, a person's own shifts with their
// passes, a shift's list for its organisers and captains, and the race's coverage and CSV. Checking a
// volunteer in and out is the desk's (race-day.ts).

import { deletedSchema } from '../domain/api-types.js';
import {
  myShiftsSchema,
  shiftCoverageSchema,
  shiftCreatedSchema,
  shiftInputSchema,
  shiftListSchema,
  shiftPatchSchema,
  shiftRosterSchema,
  shiftSchema,
  shiftSignedUpSchema,
  shiftSignUpSchema,
  shiftWaitlistPositionSchema,
} from '../domain/shifts.js';
import { declare } from './declare.js';
import { answer, conflict, failure, noBody, refusalsText } from './common.js';

const noShift = failure('No such marathon or shift.');

export const {
  createShift,
  listShifts,
  shiftCoverage,
  shiftVolunteersCsv,
  updateShift,
  deleteShift,
  signUpForShift,
  shiftRoster,
  dropFromShift,
  joinShiftWaitlist,
  leaveShiftWaitlist,
  myShifts,
} = declare('volunteers', {
  createShift: {
    summary: 'Add a volunteer shift: role, name, place, times, capacity and captains',
    body: shiftInputSchema,
    responses: { 201: answer('Created.', shiftCreatedSchema) },
  },

  listShifts: {
    summary: 'The race’s shifts with the places left, soonest first; nothing personal',
    responses: { 200: answer('The shifts.', shiftListSchema) },
  },

  shiftCoverage: {
    summary: 'Each shift’s capacity, filled places, check-ins and no-shows',
    responses: { 200: answer('Coverage per shift, soonest first.', shiftCoverageSchema) },
  },

  shiftVolunteersCsv: {
    summary: 'Every shift’s volunteers with contact details, check-ins and hours, as CSV',
    responses: { 200: { description: 'The CSV.', file: 'text/csv' } },
  },

  updateShift: {
    summary: 'Change a shift; its capacity never below the places it has given',
    body: shiftPatchSchema,
    responses: {
      200: answer('The shift as it is now.', shiftSchema),
      404: noShift,
      409: conflict(refusalsText('shift_capacity_below')),
    },
  },

  deleteShift: {
    summary: 'Delete a shift; each of its volunteers and waiting people is mailed',
    responses: { 200: answer('Deleted.', deletedSchema), 404: noShift },
  },

  signUpForShift: {
    summary:
      'Sign the caller up for a shift (or take the place the waitlist offered them); exact under bursts',
    body: shiftSignUpSchema,
    responses: {
      201: answer('Signed up: the pass.', shiftSignedUpSchema),
      200: answer('Already signed up (a request sent twice): the pass.', shiftSignedUpSchema),
      404: noShift,
      409: conflict(refusalsText('shift_full', 'shift_overlap', 'shift_started')),
    },
  },

  shiftRoster: {
    summary:
      'A shift’s volunteers with their contact details and hours, and its waitlist: the race’s organisers and that shift’s captains',
    responses: { 200: answer('The shift’s list.', shiftRosterSchema), 404: noShift },
  },

  dropFromShift: {
    summary:
      'Drop a volunteer from a shift (the volunteer themself, or the organisers); the first waiting person is offered the place',
    ...noBody,
    responses: {
      200: answer('Dropped (`deletedCount` 0 when not on the shift).', deletedSchema),
      403: failure(
        `${refusalsText('not_own_shift_place')}: another person’s place, unless an organiser`,
      ),
      404: noShift,
    },
  },

  joinShiftWaitlist: {
    summary: 'Join a full shift’s waitlist with the sign-up form',
    body: shiftSignUpSchema,
    responses: {
      201: answer('Joined; the 1-based position.', shiftWaitlistPositionSchema),
      200: answer('Already waiting; the position.', shiftWaitlistPositionSchema),
      404: noShift,
      409: conflict(
        refusalsText('shift_has_room', 'shift_already_signed_up', 'shift_overlap', 'shift_started'),
      ),
    },
  },

  leaveShiftWaitlist: {
    summary: 'Leave a shift’s waitlist, or decline the place it offered',
    ...noBody,
    responses: {
      200: answer('Left (`deletedCount` 0 when not waiting).', deletedSchema),
      404: noShift,
    },
  },

  myShifts: {
    self: { param: 'userId', refusal: 'not_own_shifts' },
    summary:
      'The caller’s shifts in every race, soonest first: signed up with the pass, waiting, or offered a place',
    responses: { 200: answer('The shifts.', myShiftsSchema) },
  },
});
