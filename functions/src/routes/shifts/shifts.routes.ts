// Volunteer shifts (docs/volunteers.md): the organisers' shifts, coverage and CSV, the public list,
// signing up, the waitlist, dropping out, a shift's list and a person's own shifts.
import * as shifts from '@run/contract/endpoints/shifts';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../shifts/shifts.js';

export const shiftRoutes = [
  handle(shifts.createShift, async ({ race, body }) =>
    reply(shifts.createShift, 201, await service.createShift(race, body)),
  ),

  handle(shifts.listShifts, ({ params }) => service.listShifts(params.id)),

  handle(shifts.shiftCoverage, ({ race }) => service.shiftCoverage(race)),

  handle(shifts.shiftVolunteersCsv, ({ race }) => service.shiftVolunteersCsv(race)),

  handle(shifts.updateShift, ({ race, params, body }) =>
    service.updateShift(race, params.shiftId, body),
  ),

  handle(shifts.deleteShift, ({ race, params }) => service.deleteShift(race, params.shiftId)),

  handle(shifts.signUpForShift, async ({ params, caller, body }) => {
    const { created, ...pass } = await service.signUp(params.id, params.shiftId, caller, body);
    return reply(shifts.signUpForShift, created ? 201 : 200, pass);
  }),

  handle(shifts.shiftRoster, ({ race, params, caller }) =>
    service.shiftRoster(race, params.shiftId, caller),
  ),

  handle(shifts.dropFromShift, ({ params, caller }) =>
    service.drop(params.id, params.shiftId, params.uid, caller),
  ),

  handle(shifts.joinShiftWaitlist, async ({ params, caller, body }) => {
    const { created, position } = await service.joinWaitlist(
      params.id,
      params.shiftId,
      caller,
      body,
    );
    return reply(shifts.joinShiftWaitlist, created ? 201 : 200, { position });
  }),

  handle(shifts.leaveShiftWaitlist, ({ params, caller }) =>
    service.leaveWaitlist(params.id, params.shiftId, caller),
  ),

  handle(shifts.myShifts, ({ caller }) => service.myShifts(caller.uid)),
];
