// A race's staff: invitations by the organiser, acceptance by the invited account, the list, removal,
// and the races an account helps with.
import * as raceDay from '@run/contract/endpoints/race-day';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import { creatorsMarathon } from '../../store/marathon-doc.js';
import * as service from './staff.service.js';

const ORGANISER_ONLY = 'Only the marathon’s organiser can manage its staff.';

export const staffRoutes = [
  handle(raceDay.inviteStaff, async ({ params, caller, body }) => {
    const marathon = await creatorsMarathon(params.id, caller, ORGANISER_ONLY, 'creator');
    return reply(raceDay.inviteStaff, 201, await service.inviteStaff(marathon, caller, body));
  }),

  handle(raceDay.acceptInvitation, async ({ params, caller, body }) =>
    service.acceptInvitation(params.id, caller, body.token),
  ),

  handle(raceDay.listStaff, async ({ params, caller }) =>
    service.listStaff(await creatorsMarathon(params.id, caller, ORGANISER_ONLY, 'creator')),
  ),

  handle(raceDay.removeStaff, async ({ params, caller }) =>
    service.removeStaff(
      await creatorsMarathon(params.id, caller, ORGANISER_ONLY, 'creator'),
      params.staffId,
    ),
  ),

  handle(raceDay.myStaffRaces, ({ caller }) => service.myStaffRaces(caller)),
];
