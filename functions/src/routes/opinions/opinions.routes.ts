// Public feedback: anyone reads, anyone posts (rate limited).
import { Router } from 'express';

import { opinionInputSchema } from '../../domain/schemas.js';
import { cachePrivate } from '../../lib/cache.js';
import { clientKeys } from '../../lib/client-ip.js';
import { publicRead } from '../../lib/route-handlers.js';
import { parseBody } from '../../lib/validate.js';
import { addOpinion, listOpinions } from './opinions.service.js';

export const opinionsRouter = Router();

opinionsRouter.get('/opinion', publicRead(listOpinions));

opinionsRouter.post('/opinion', async (req, res) => {
  const input = parseBody(opinionInputSchema, req.body);
  const insertedId = await addOpinion(input, clientKeys(req));
  cachePrivate(res);
  res.status(201).json({ insertedId });
});
