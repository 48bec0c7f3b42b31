// JSON bodies, at most 100 KB, or what an endpoint's declaration allows (a results file: 12 MB).
// Cloud Functions (and its emulator) parse the body before Express sees it, with a 32 MB limit, so
// the size check also looks at the raw bytes the platform kept.
import { bodyLimitOf, bodyLimitText } from '@run/contract/http/endpoint';
import express, { type Request, type RequestHandler } from 'express';

import { httpError } from './http-error.js';
import { routeLimits } from './route-limits.js';

export const bodyLimitFor = (req: Pick<Request, 'method' | 'path'>): number =>
  bodyLimitOf(routeLimits(req));

export const tooLarge = (limit: number) =>
  httpError(413, 'body_too_large', { limit: bodyLimitText(limit) });

export const bodyLimit: RequestHandler = (req, _res, next) => {
  const limit = bodyLimitFor(req);
  const declared = Number(req.header('content-length') ?? '0');
  if (declared > limit) throw tooLarge(limit);
  const raw: unknown = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw) && raw.length > limit) throw tooLarge(limit);
  next();
};

/**
 * A body the platform's own parsers refused (bad JSON, an unknown charset or content encoding): the
 * local functions runtime hands the error on as `req.bodyParserError` (patches/firebase-tools*) so the
 * API answers it as JSON, like every error, rather than with Express's HTML page.
 */
export const platformBodyError: RequestHandler = (req, _res, next) => {
  const error: unknown = (req as { bodyParserError?: unknown }).bodyParserError;
  if (error !== undefined) throw error;
  next();
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(
  declaredLength: string | undefined,
  transferEncoding: string | undefined,
): boolean {
  return transferEncoding !== undefined || Number(declaredLength ?? '0') > 0;
}

/** The form types an endpoint declared `bodyType: 'form'` takes (RFC 8058 names both). */
const FORMS = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Writes take only `application/json`. An HTML form (urlencoded, multipart, text/plain) can post
 * from any site without a CORS preflight, from the visitor's browser and address; JSON cannot. The
 * one exception is an endpoint that declares a form body (a mail client's one-click unsubscribe): what
 * it acts on is a signed token in its path, which another site cannot forge.
 */
export const jsonOnly: RequestHandler = (req, _res, next) => {
  if (
    !READS.has(req.method) &&
    hasBody(req.header('content-length'), req.header('transfer-encoding')) &&
    !req.is('application/json') &&
    !(routeLimits(req).bodyType === 'form' && typeof req.is(FORMS) === 'string')
  ) {
    throw httpError(415, 'body_not_json_type');
  }
  next();
};

const parsers = new Map<number, RequestHandler>();

/** Parses JSON when the platform has not already (tests, plain Node). */
export const jsonBody: RequestHandler = (req, res, next) => {
  const limit = bodyLimitFor(req);
  let parse = parsers.get(limit);
  if (parse === undefined) {
    // The bytes are kept as the platform keeps them: a signed webhook is verified over them.
    parse = express.json({
      limit,
      strict: true,
      verify: (req, _res, buf) => {
        const held = req as { rawBody?: Buffer };
        held.rawBody ??= Buffer.from(buf);
      },
    });
    parsers.set(limit, parse);
  }
  parse(req, res, next);
};
