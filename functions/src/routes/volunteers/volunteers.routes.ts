// Volunteer offers from signed-in users. `/volantiar` is the spec's spelling; `/volunteers` aliases it.
import { Router } from 'express';

import { volunteerInputSchema } from '../../domain/schemas.js';
import { signedIn } from '../../lib/auth.js';
import { cachePrivate } from '../../lib/cache.js';
import { parseBody } from '../../lib/validate.js';
import { addVolunteerOffer } from './volunteers.service.js';

export const volunteersRouter = Router();

volunteersRouter.post(
  ['/volantiar', '/volunteers'],
  signedIn(async (req, res, caller) => {
    const input = parseBody(volunteerInputSchema, req.body);
    const insertedId = await addVolunteerOffer(input, caller);
    cachePrivate(res);
    res.status(201).json({ insertedId });
  }),
);
