// The waitlist of a race with a field limit: join, leave or decline, accept an offer, the runner's own
// list, and the creator's list (JSON pages or CSV).
import * as waitlist from '@run/contract/endpoints/waitlist';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import { raceList } from '../../lib/race-list.js';
import * as service from '../../waitlist/waitlist.js';

export const waitlistRoutes = [
  handle(waitlist.joinWaitlist, async ({ params, caller, body }) => {
    const { position, created } = await service.joinWaitlist(params.id, caller, body);
    return reply(waitlist.joinWaitlist, created ? 201 : 200, { position });
  }),

  handle(waitlist.leaveWaitlist, ({ params, caller }) => service.leaveWaitlist(params.id, caller)),

  handle(waitlist.acceptOffer, ({ params, caller, body }) =>
    service.acceptOffer(params.id, caller, body.waiverAccepted, {
      code: body.code,
      referralCode: body.referralCode,
    }),
  ),

  handle(waitlist.myWaitlist, ({ caller }) => service.myWaitlist(caller)),

  handle(waitlist.listWaitlist, raceList(service.waitingRunners)),
];
