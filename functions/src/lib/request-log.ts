// One structured log line per request: method, path, status, duration, uid when known.
import type { RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';

import { callerOf } from './auth.js';

export const requestLog: RequestHandler = (req, res, next) => {
  const started = performance.now();
  res.on('finish', () => {
    const uid = callerOf(req)?.uid;
    logger.info('request', {
      method: req.method,
      path: req.originalUrl.split('?')[0],
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
      ...(uid ? { uid } : {}),
    });
  });
  next();
};
