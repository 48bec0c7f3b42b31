// POST /users: upsert the signed-in caller's own profile (the strict schema refuses a password).
import { upsertProfile as upsertEndpoint } from '@run/contract/endpoints/community';

import { handle } from '../../lib/endpoint-router.js';
import { upsertProfile } from '../../users/users.js';

export const usersRoutes = [
  handle(upsertEndpoint, async ({ body, caller }) => ({
    insertedId: await upsertProfile(body, caller),
  })),
];
