// A signed-in caller's action on one marathon named by a route parameter, answered with the service's
// result as private JSON: the whole handler of routes that only say "this caller does X to it".
import type { RequestHandler } from 'express';

import { requireCaller, type Caller } from './auth.js';
import { cachePrivate } from './cache.js';
import { requireDocId } from './doc-id.js';

export function marathonAction<R>(
  act: (marathonId: string, caller: Caller) => Promise<R>,
  param = 'id',
): RequestHandler {
  return async (req, res) => {
    const result = await act(requireDocId(req.params[param], 'Marathon'), requireCaller(req));
    cachePrivate(res);
    res.json(result);
  };
}
