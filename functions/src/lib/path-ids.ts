// Path ids the adapter refuses before any handler runs (docs/api.md): a segment that is `.` or `..`
// (also as `%2E%2E`), a Firestore-reserved `__x__`, a `/` inside one segment (`a%2Fb`) or an empty
// one names nothing, so every declared path parameter answers 404 for it (isPathParam), whatever the
// endpoint's own schema says; the schemas then refuse what their kind of id cannot be. A dot segment is also looked for in the URL as the client sent it:
// a proxy that resolves `/marathon/x/check-ins/..` to `/marathon/x` would otherwise hand the
// request to another route (the race's deletion); Hosting keeps the sent path in X-Original-Url.
import { isPathParam } from '@run/contract/domain/ids';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import type { Request, RequestHandler } from 'express';

import { notFound } from './http-error.js';

/** `.`, `..` and their percent-encoded spellings, as one segment of a path. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/iu;

/** Whether the path part of `url` (before `?` or `#`) has a `.` or `..` segment. */
export function hasDotSegment(url: string): boolean {
  const path = url.split(/[?#]/u, 1)[0] ?? '';
  return path.split('/').some((segment) => DOT_SEGMENT.test(segment));
}

/** The names of the `{param}`s of a declared path. */
const paramNames = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/gu)].map((m) => m[1] ?? '');

/**
 * 404 for a URL sent with a dot segment, before any route matches: the path as routed may already
 * be resolved (`/marathon/x/staff/%2E%2E` reaching `/marathon/x`).
 */
export const refuseDotSegments: RequestHandler = (req, _res, next) => {
  const sent = [req.originalUrl, req.header('x-original-url') ?? ''];
  if (sent.some(hasDotSegment)) throw notFound('dot_segment');
  next();
};

/** 404 when a declared path parameter cannot be an id (isPathParam). */
export function checkPathIds(spec: EndpointSpec, req: Request): void {
  for (const name of paramNames(spec.path)) {
    const value: unknown = req.params[name];
    if (!isPathParam(value)) throw notFound('not_an_id', { name });
  }
}
