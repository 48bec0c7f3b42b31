// When Firestore is unreachable the SDK keeps retrying for a long time; the caller should hear "try
// again" within seconds rather than wait for the platform's timeout. A late answer is then dropped,
// and a write the request had not yet sent is not sent at all (`stillAwaited`): otherwise a runner
// told 503 could be registered a few seconds later by their own abandoned request.
import { AsyncLocalStorage } from 'node:async_hooks';

import type { RequestHandler } from 'express';

import { env } from './env.js';
import { HttpError } from './http-error.js';

const TOO_LONG = 'The service is taking too long to answer. Please try again shortly.';

/** The current request's deadline (ms since the epoch); none outside a request (triggers, scripts). */
const requestEnds = new AsyncLocalStorage<number>();

export const requestDeadline: RequestHandler = (_req, res, next) => {
  const timer = setTimeout(() => {
    if (res.headersSent) return;
    res.status(503).set('Cache-Control', 'private, no-store').json({ error: TOO_LONG });
  }, env.requestTimeoutMs);
  res.on('close', () => clearTimeout(timer));
  res.on('finish', () => clearTimeout(timer));
  // Everything the request's handlers await runs in this context, so a write path can ask.
  requestEnds.run(Date.now() + env.requestTimeoutMs, next);
};

/**
 * Call right before sending a write: throws the deadline's 503 once the request is past it, so the
 * write is not sent after the caller was told to try again. (A write already sent may still land;
 * trying again then answers as a repeat does, e.g. "already registered".) Outside a request, a no-op.
 */
export function stillAwaited(): void {
  const ends = requestEnds.getStore();
  if (ends !== undefined && Date.now() >= ends) throw new HttpError(503, TOO_LONG);
}
