// POST /users: upsert the signed-in caller's own profile (the strict schema refuses a password).
// GET and PATCH /users/{userId}/preferences: the caller's own language.
import {
  getPreferences as getPreferencesEndpoint,
  updatePreferences as updatePreferencesEndpoint,
  upsertProfile as upsertEndpoint,
} from '@run/contract/endpoints/community';

import { handle } from '../../lib/endpoint-router.js';
import { readPreferences, savePreferences, upsertProfile } from '../../users/users.js';

export const usersRoutes = [
  handle(upsertEndpoint, async ({ body, caller }) => ({
    insertedId: await upsertProfile(body, caller),
  })),
  handle(getPreferencesEndpoint, ({ caller }) => readPreferences(caller.uid)),
  handle(updatePreferencesEndpoint, ({ body, caller }) => savePreferences(caller.uid, body)),
];
