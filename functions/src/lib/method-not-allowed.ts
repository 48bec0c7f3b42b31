// An undeclared method on a declared path (`PUT /marathon/{id}`) is 405 with `Allow` naming the
// methods that path answers, as HTTP says (docs/api.md); a path nobody declared stays 404.
import type { EndpointSpec, Method } from '@run/contract/http/endpoint';
import type { RequestHandler } from 'express';

import { httpError } from './http-error.js';

/** `/marathon/{id}/staff` → a pattern matching one path of that shape. */
function patternOf(path: string): RegExp {
  const parts = path.split(/\{\w+\}/u).map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}/?$`, 'u');
}

/** Answers 405 for a request that reached no binding but whose path some declaration has. */
export function methodNotAllowed(specs: readonly EndpointSpec[]): RequestHandler {
  const byPath = new Map<string, Set<Method>>();
  for (const spec of specs) {
    for (const path of [spec.path, ...(spec.aliases ?? [])]) {
      const methods = byPath.get(path) ?? new Set<Method>();
      methods.add(spec.method);
      byPath.set(path, methods);
    }
  }
  const patterns = [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }));
  return (req, _res, next) => {
    const allowed = new Set<Method>();
    for (const { pattern, methods } of patterns) {
      if (pattern.test(req.path)) methods.forEach((m) => allowed.add(m));
    }
    if (allowed.size === 0 || req.method === 'OPTIONS') {
      next();
      return;
    }
    const allow = [...allowed].sort().join(', ');
    const error = httpError(405, 'method_not_allowed', { method: req.method, allow });
    error.headers.Allow = allow;
    throw error;
  };
}
