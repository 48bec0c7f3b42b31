// GET /health: one real Firestore read, bounded in time, because an unreachable emulator (or a
// database outage) otherwise leaves the SDK retrying for minutes.
import { Router } from 'express';

import { cachePrivate } from '../../lib/cache.js';
import { env } from '../../lib/env.js';
import { db } from '../../lib/firestore.js';

export const healthRouter = Router();

healthRouter.get('/health', async (_req, res) => {
  cachePrivate(res);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), env.healthTimeoutMs);
  });
  try {
    const result = await Promise.race([db().collection('health').doc('ping').get(), timeout]);
    if (result === 'timeout') {
      res.status(503).json({ error: 'The database did not answer in time.' });
      return;
    }
    res.json({ ok: true });
  } catch {
    res.status(503).json({ error: 'The database is unreachable.' });
  } finally {
    clearTimeout(timer);
  }
});
