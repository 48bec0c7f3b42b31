// POST /users: upsert the signed-in caller's own profile (the strict schema refuses a password).
import { Router } from 'express';

import { userProfileInputSchema } from '../../domain/schemas.js';
import { signedIn } from '../../lib/auth.js';
import { cachePrivate } from '../../lib/cache.js';
import { parseBody } from '../../lib/validate.js';
import { upsertProfile } from './users.service.js';

export const usersRouter = Router();

usersRouter.post(
  '/users',
  signedIn(async (req, res, caller) => {
    const input = parseBody(userProfileInputSchema, req.body);
    const insertedId = await upsertProfile(input, caller);
    cachePrivate(res);
    res.status(201).json({ insertedId });
  }),
);
