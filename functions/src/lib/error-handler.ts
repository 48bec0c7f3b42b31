// The single place errors become responses. 5xx bodies never carry a stack or an internal message.
import { DEFAULT_BODY_LIMIT_BYTES } from '@run/contract/http/endpoint';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';

import { tooLarge } from './body.js';
import { GRPC, grpcCode } from './grpc.js';
import { HttpError, httpError } from './http-error.js';

interface BodyParserError {
  type?: string;
  status?: number;
  /** The limit a too-large body went over. */
  limit?: number;
}

function isBodyParserError(err: unknown): err is BodyParserError {
  return typeof err === 'object' && err !== null && 'type' in err && typeof err.type === 'string';
}

export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  // The router could not decode a path segment (`/marathon/%E0%A4%A`): the client's mistake.
  if (err instanceof URIError) {
    return httpError(400, 'malformed_path', [
      { field: 'path', message: 'Malformed percent-encoding' },
    ]);
  }
  if (isBodyParserError(err)) {
    if (err.type === 'entity.too.large') return tooLarge(err.limit ?? DEFAULT_BODY_LIMIT_BYTES);
    if (err.type === 'entity.parse.failed') return httpError(400, 'invalid_json');
    if (err.status === 415) return httpError(415, 'body_not_utf8_json');
    if (err.status !== undefined && err.status >= 400 && err.status < 500) {
      return httpError(err.status, 'body_unreadable');
    }
  }
  // The database is not answering right now.
  const code = grpcCode(err);
  if (code === GRPC.UNAVAILABLE || code === GRPC.DEADLINE_EXCEEDED) {
    return httpError(503, 'database_unavailable');
  }
  return httpError(500, 'internal');
}

/** The most fields one error body names. */
export const MAX_DETAILS = 20;

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) {
    // A stream failed midway (CSV) or the deadline already answered: cut a partial download short so
    // it cannot pass for a complete one; otherwise there is nothing left to tell the client.
    logger.warn('error after the response started', {
      method: req.method,
      path: req.path,
      error: String(err),
    });
    if (!res.writableEnded) res.destroy();
    return;
  }
  const httpError = toHttpError(err);
  if (httpError.status >= 500) {
    logger.error('request failed', {
      method: req.method,
      path: req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
  }
  res.status(httpError.status).set({ ...httpError.headers, 'Cache-Control': 'private, no-store' });
  res.json(errorBody(httpError));
};

/** The JSON of an error: `{error, code, params?, details?}` and its extra fields. */
export function errorBody(httpError: HttpError): Record<string, unknown> {
  const details = httpError.details;
  // An error body stays small however bad the request: 10,000 unknown fields name the first 20.
  // A field named by the client (an answer's key) is cut too.
  const shown = details
    ?.slice(0, MAX_DETAILS)
    .map((d) => ({ field: d.field.slice(0, 120), message: d.message.slice(0, 300) }));
  return {
    error:
      details && details.length > MAX_DETAILS
        ? `${httpError.message} (the first ${MAX_DETAILS} of ${details.length} problems are listed)`
        : httpError.message,
    code: httpError.code,
    ...(httpError.params ? { params: httpError.params } : {}),
    ...(shown ? { details: shown } : {}),
    ...httpError.extra,
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(httpError(404, 'no_such_path', { method: req.method, path: req.path }));
};
