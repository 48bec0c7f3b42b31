// Whole handlers (signed in) for routes that only say "this caller does X": parse the route's
// parameter, call the service, answer its result as private JSON.
import type { RequestHandler } from 'express';

import { signedIn, type Caller } from './auth.js';
import { cachePrivate } from './cache.js';
import { requireDocId } from './doc-id.js';
import { forbidden } from './http-error.js';

/** The caller acts on one marathon, named by the route parameter `param`. */
export function marathonAction<R>(
  act: (marathonId: string, caller: Caller) => Promise<R>,
  param = 'id',
): RequestHandler[] {
  return signedIn(async (req, res, caller) => {
    const result = await act(requireDocId(req.params[param], 'Marathon'), caller);
    cachePrivate(res);
    res.json(result);
  });
}

/** The caller's own list at `/…/:userId`: 403 `refusal` when the uid in the path is someone else's. */
export function callersOwnList<R>(
  list: (caller: Caller) => Promise<R>,
  refusal: string,
): RequestHandler[] {
  return signedIn(async (req, res, caller) => {
    if (req.params.userId !== caller.uid) throw forbidden(refusal);
    const result = await list(caller);
    cachePrivate(res);
    res.json(result);
  });
}
