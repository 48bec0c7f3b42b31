// One structured log line per request: method, path, status, duration, uid when known.
import type { RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';

import { callerOf } from './auth.js';

/**
 * The path as logged: a transfer link's token (GET /marathon/{id}/transfers/{token}, docs/transfers.md)
 * takes a runner's place, so it is never written to the logs.
 */
export const loggedPath = (url: string): string =>
  (url.split('?')[0] ?? '').replace(/(\/transfers\/)(?!accept$)[^/]+$/u, '$1{token}');

export const requestLog: RequestHandler = (req, res, next) => {
  const started = performance.now();
  res.on('finish', () => {
    const uid = callerOf(req)?.uid;
    logger.info('request', {
      method: req.method,
      path: loggedPath(req.originalUrl),
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
      ...(uid ? { uid } : {}),
    });
  });
  next();
};
