// GET /health: 200 when the database answers in time, 503 {error} when it does not.
import { Router } from 'express';

import { cachePrivate } from '../../lib/cache.js';
import { pingDatabase } from './health.service.js';

const REFUSALS = {
  timeout: 'The database did not answer in time.',
  unreachable: 'The database is unreachable.',
} as const;

export const healthRouter = Router();

healthRouter.get('/health', async (_req, res) => {
  cachePrivate(res);
  const answer = await pingDatabase();
  if (answer === 'ok') res.json({ ok: true });
  else res.status(503).json({ error: REFUSALS[answer] });
});
