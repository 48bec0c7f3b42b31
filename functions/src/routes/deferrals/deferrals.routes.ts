// Deferrals: giving a paid place back for a credit, the runner's credits, the console's list.
import * as deferrals from '@run/contract/endpoints/deferrals';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../deferrals/deferrals.js';

export const deferralsRoutes = [
  handle(deferrals.deferRegistration, async ({ params, caller }) =>
    reply(deferrals.deferRegistration, 201, await service.deferRegistration(params.id, caller)),
  ),

  handle(deferrals.myCredits, ({ caller }) => service.myCredits(caller)),

  handle(deferrals.listDeferrals, ({ race }) => service.listDeferrals(race)),
];
