// When Firestore is unreachable the SDK keeps retrying for a long time; the caller should hear "try
// again" within seconds rather than wait for the platform's timeout. A late answer is then dropped.
// An endpoint whose work is large by nature (a results import) declares a longer deadline.
import type { RequestHandler } from 'express';

import { env } from './env.js';
import { errorBody } from './error-handler.js';
import { httpError } from './http-error.js';
import { routeLimits } from './route-limits.js';

export const requestDeadline: RequestHandler = (req, res, next) => {
  const timer = setTimeout(
    () => {
      if (res.headersSent) return;
      res
        .status(503)
        .set('Cache-Control', 'private, no-store')
        .json(errorBody(httpError(503, 'too_slow')));
    },
    routeLimits(req).deadlineMs ?? env.requestTimeoutMs,
  );
  res.on('close', () => clearTimeout(timer));
  res.on('finish', () => clearTimeout(timer));
  next();
};
