// The timing partner API: the organisers' API keys, a partner's result pushes and start list pulls
// (the adapter has let the partner in by its key before a handler runs).
import * as partner from '@run/contract/endpoints/partner';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../partner/partner.js';
import * as results from '../../results/results.js';

export const partnerRoutes = [
  handle(partner.createApiKey, async ({ race, caller, body }) =>
    reply(partner.createApiKey, 201, await service.createApiKey(race, caller, body)),
  ),

  handle(partner.listApiKeys, ({ race }) => service.listApiKeys(race)),

  handle(partner.revokeApiKey, ({ race, params }) => service.revokeApiKey(race, params.keyId)),

  handle(partner.pushResults, ({ race, body }) => results.pushResults(race, body)),

  handle(partner.partnerParticipants, ({ race, query }) =>
    service.partnerParticipants(race, query.cursor),
  ),
];
