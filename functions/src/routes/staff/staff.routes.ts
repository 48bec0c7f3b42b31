// A race's staff: invitations by the organiser, acceptance by the invited account, the list, removal,
// and the races an account helps with.
import * as raceDay from '@run/contract/endpoints/race-day';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../staff/staff.js';

export const staffRoutes = [
  handle(raceDay.inviteStaff, async ({ race, caller, body }) =>
    reply(raceDay.inviteStaff, 201, await service.inviteStaff(race, caller, body)),
  ),

  handle(raceDay.acceptInvitation, async ({ params, caller, body }) =>
    service.acceptInvitation(params.id, caller, body.token),
  ),

  handle(raceDay.listStaff, ({ race }) => service.listStaff(race)),

  handle(raceDay.removeStaff, ({ race, params }) => service.removeStaff(race, params.staffId)),

  handle(raceDay.myStaffRaces, ({ caller }) => service.myStaffRaces(caller)),
];
