// Race day (docs/race-day.md): bib numbers, check-in at packet pick-up and the roster the
// check-in screen keeps offline, a volunteer's check-in and check-out (docs/volunteers.md), and the
// race's staff.
import { z } from 'zod';

import {
  bibJobSchema,
  bibSetSchema,
  checkInResultSchema,
  deletedSchema,
  jobStartedSchema,
  marathonStatsSchema,
  rosterPageSchema,
  rosterSchema,
  staffCreatedSchema,
  staffMemberSchema,
  staffRaceSchema,
  staffRoleSchema,
} from '../domain/api-types.js';
import { marathonParams, uidParam } from '../domain/ids.js';
import { groupCheckInSchema } from '../domain/orders.js';
import { cursorParam, limitParam } from '../domain/query.js';
import {
  bibAssignSchema,
  checkInSchema,
  setBibSchema,
  staffAcceptSchema,
  staffInviteSchema,
} from '../domain/schemas.js';
import { checkOutResultSchema, checkOutSchema, volunteerCheckInSchema } from '../domain/shifts.js';
import { declare } from './declare.js';
import { answer, callersOwnList, conflict, failure, raceList, refusalsText } from './common.js';

/** A runner of the race by uid: what cannot be one is 404 "Runner not found.". */
const raceRunnerParams = marathonParams.extend({
  userId: uidParam('Runner', 'The runner’s uid'),
});

export const {
  assignBibs,
  bibJob,
  setBib,
  checkIn,
  checkOut,
  undoCheckIn,
  roster,
  compactRoster,
  inviteStaff,
  acceptInvitation,
  listStaff,
  removeStaff,
  myStaffRaces,
  marathonStats,
} = declare('race day', {
  assignBibs: {
    summary: 'Give every registration without a bib the lowest free number of its distance',
    body: bibAssignSchema,
    responses: {
      202: answer('The job started; follow it by its id.', jobStartedSchema),
    },
  },

  bibJob: {
    summary: 'How a bib assignment is going',
    responses: { 200: answer('The job’s progress.', bibJobSchema) },
  },

  setBib: {
    summary: 'Set one runner’s bib (a number of a range or the reserved list), or clear it',
    params: raceRunnerParams,
    body: setBibSchema,
    responses: {
      200: answer('The runner’s bib now.', bibSetSchema),
      409: conflict('The number is another runner’s.'),
    },
  },

  checkIn: {
    summary:
      'Check a runner in by race pass, the roster’s pass key, bib or uid, a whole order by its group pass, or a volunteer by their shift pass (a shift’s captains check in their own shift’s volunteers only); the first check-in’s time stands',
    body: checkInSchema,
    responses: {
      200: answer(
        'Checked in now, or already; a group pass answers every confirmed runner of its order, a volunteer’s pass the volunteer and their shift.',
        z.union([checkInResultSchema, groupCheckInSchema, volunteerCheckInSchema]),
      ),
      409: conflict(
        '"Not paid": the registration holds its place unpaid; or two runners’ passes start with the key.',
      ),
    },
  },

  checkOut: {
    summary:
      'Check a volunteer out by their shift pass, recording their hours (organisers, check-in staff, and the shift’s captains); the first check-out’s time stands',
    body: checkOutSchema,
    responses: {
      200: answer('Checked out now, or already.', checkOutResultSchema),
      404: failure('No such marathon, or no volunteer of it has this pass.'),
      409: conflict(refusalsText('not_checked_in')),
    },
  },

  undoCheckIn: {
    summary: 'Undo a runner’s check-in',
    params: raceRunnerParams,
    responses: {
      200: answer('Undone (`deletedCount` 0 when not checked in).', deletedSchema),
    },
  },

  roster: {
    summary:
      'The race’s runners a page at a time, with their passes: no contact details or answers',
    query: z.object({ limit: limitParam(1000, 1000), cursor: cursorParam }),
    responses: { 200: answer('A page of runners.', rosterPageSchema) },
  },

  compactRoster: {
    summary:
      'Every runner of the race as the check-in screen keeps them offline, in columns, in bib order: no contact details or answers, each pass’s key, a uid only for a runner without a pass',
    responses: { 200: answer('The whole roster.', rosterSchema) },
  },

  // Staff are the organiser's to manage (co-organisers may do everything else).
  inviteStaff: {
    refusal: 'organiser_only_staff',
    summary:
      'Invite someone by email as co-organiser or check-in staff (a single-use link, 7 days); the inviter’s email must be verified',
    body: staffInviteSchema,
    responses: {
      201: answer('Invited.', staffCreatedSchema),
      409: conflict('The race holds 20 open invitations already.'),
      429: {
        ...failure('The account sent 20 invitations in the last hour.'),
        headers: { 'Retry-After': 'Seconds until one more invitation may go.' },
      },
    },
  },

  acceptInvitation: {
    summary: 'Join the race’s staff with an invitation’s token',
    body: staffAcceptSchema,
    responses: {
      200: answer('The caller’s role now.', staffRoleSchema),
      410: failure('The invitation was used, withdrawn or has expired.'),
    },
  },

  listStaff: {
    refusal: 'organiser_only_staff',
    summary: 'The race’s staff and open invitations',
    responses: { 200: raceList('Staff.', 'staff', staffMemberSchema) },
  },

  removeStaff: {
    refusal: 'organiser_only_staff',
    summary: 'Remove a staff member or withdraw an invitation',
    responses: { 200: answer('Removed.', deletedSchema) },
  },

  myStaffRaces: {
    summary: 'The races the caller helps with, and their role',
    ...callersOwnList('not_own_staff_races', 'Races I help with.', staffRaceSchema),
  },

  marathonStats: {
    summary:
      'The race’s numbers: registrations by distance and day, waitlist, check-ins, answers, mail',
    responses: { 200: answer('The statistics.', marathonStatsSchema) },
  },
});
