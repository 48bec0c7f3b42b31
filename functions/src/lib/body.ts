// JSON bodies, at most 100 KB. Cloud Functions (and its emulator) parse the body before Express sees
// it, with a 32 MB limit, so the size check also looks at the raw bytes the platform kept.
import express, { type RequestHandler } from 'express';

import { HttpError } from './http-error.js';

export const BODY_LIMIT_BYTES = 100 * 1024;

const tooLarge = () => new HttpError(413, 'The request body is too large (limit 100 KB).');

export const bodyLimit: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('content-length') ?? '0');
  if (declared > BODY_LIMIT_BYTES) throw tooLarge();
  const raw: unknown = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw) && raw.length > BODY_LIMIT_BYTES) throw tooLarge();
  next();
};

/** Parses JSON when the platform has not already (tests, plain Node). */
export const jsonBody: RequestHandler = express.json({ limit: BODY_LIMIT_BYTES, strict: true });
