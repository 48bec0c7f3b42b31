// Whole handlers for routes that only say "this caller does X" (or "anyone reads X"): check the route's
// parameter and input, call the service, answer its result as JSON.
import type { Request, RequestHandler, Response } from 'express';

import { signedIn, type Caller } from './auth.js';
import { cachePrivate, cachePublic } from './cache.js';
import { requireDocId } from './doc-id.js';
import { forbidden } from './http-error.js';

interface MarathonActionOptions<I, R> {
  /** The route parameter naming the marathon (default `id`). */
  param?: string;
  /** The validated input (body or query), read once the marathon id is known to be valid. */
  input?: (req: Request, marathonId: string, caller: Caller) => I;
  /** Sends the result (default: 200 with the result as JSON). */
  answer?: (res: Response, result: R) => void;
}

/** The caller acts on one marathon, named by a route parameter, with an optional validated input. */
export function marathonAction<R, I = undefined>(
  act: (marathonId: string, caller: Caller, input: I) => Promise<R>,
  options: MarathonActionOptions<I, R> = {},
): RequestHandler[] {
  const { param = 'id', input, answer = (res, result) => res.json(result) } = options;
  return signedIn(async (req, res, caller) => {
    const id = requireDocId(req.params[param], 'Marathon');
    // Without an `input` reader, I is `undefined` (the default type argument).
    const result = await act(id, caller, input ? input(req, id, caller) : (undefined as I));
    cachePrivate(res);
    answer(res, result);
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

/** Anyone reads: the service's result as JSON that shared caches may keep. */
export function publicRead<R>(read: () => Promise<R>): RequestHandler {
  return async (_req, res) => {
    const result = await read();
    cachePublic(res);
    res.json(result);
  };
}
