// Public feedback: anyone reads, anyone posts (rate limited).
import * as community from '@run/contract/endpoints/community';

import { handle } from '../../lib/endpoint-router.js';
import { addOpinion, listOpinions } from '../../opinions/opinions.js';

export const opinionsRoutes = [
  handle(community.listOpinions, () => listOpinions()),
  handle(community.addOpinion, async ({ body, client }) => ({
    insertedId: await addOpinion(body, client()),
  })),
];
