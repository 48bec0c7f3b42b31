// Marathons: public lists and detail, and the creator's create / update / delete.
import { Router } from 'express';
import { z } from 'zod';

import { marathonCreateSchema, marathonInputSchema } from '../../domain/schemas.js';
import { callerOf, optionalAuth, requireCallerEmail, signedIn } from '../../lib/auth.js';
import { cachePrivate, cachePublic } from '../../lib/cache.js';
import { clientKeys } from '../../lib/client-ip.js';
import { requireDocId } from '../../lib/doc-id.js';
import { forbidden } from '../../lib/http-error.js';
import { marathonAction, publicRead } from '../../lib/route-handlers.js';
import { cursorParam, limitParam } from '../../lib/query.js';
import { parseBody, parseQuery } from '../../lib/validate.js';
import {
  createMarathon,
  deleteMarathon,
  featuredMarathons,
  getMarathon,
  listMarathons,
  marathonsCreatedBy,
  updateMarathon,
} from './marathons.service.js';
import { marathonCalendar } from './calendar.service.js';
import { countSearch } from './search-limit.js';

const listQuery = z.object({
  limit: limitParam(20, 100),
  cursor: cursorParam,
  q: z.string().max(120, 'q must be at most 120 characters').optional(),
});

export const marathonsRouter = Router();

marathonsRouter.get('/marathons-6', publicRead(featuredMarathons));

marathonsRouter.get('/marathons', async (req, res) => {
  const query = parseQuery(listQuery, req.query);
  if (query.q?.trim()) await countSearch(clientKeys(req));
  const page = await listMarathons(query);
  if (page.nextCursor) res.set('X-Next-Cursor', page.nextCursor);
  cachePublic(res);
  res.json(page.marathons);
});

marathonsRouter.post(
  '/marathons',
  signedIn(async (req, res, caller) => {
    const email = requireCallerEmail(caller);
    const input = parseBody(marathonCreateSchema, req.body);
    const insertedId = await createMarathon(input, caller, email);
    cachePrivate(res);
    res.status(201).json({ insertedId });
  }),
);

marathonsRouter.get('/marathon/:id', optionalAuth, async (req, res) => {
  const marathon = await getMarathon(requireDocId(req.params.id, 'Marathon'), callerOf(req));
  // The creator's copy holds participants' personal data: never in a shared cache. Everyone else's
  // copy may be cached, keyed by the Authorization header so the two never mix.
  if (marathon.participants) cachePrivate(res);
  else cachePublic(res);
  res.vary('Authorization');
  res.json(marathon);
});

marathonsRouter.get('/marathon/:id/calendar.ics', async (req, res) => {
  const { name, body } = await marathonCalendar(requireDocId(req.params.id, 'Marathon'));
  cachePublic(res);
  res.type('text/calendar; charset=utf-8');
  res.attachment(name);
  res.send(body);
});

marathonsRouter.patch(
  '/marathon/:id',
  marathonAction(updateMarathon, { input: (req) => parseBody(marathonInputSchema, req.body) }),
);

marathonsRouter.delete('/marathon/:id', marathonAction(deleteMarathon));

marathonsRouter.get(
  '/my-applied-marathons/:email',
  signedIn(async (req, res, caller) => {
    const email = req.params.email;
    if (!caller.email || typeof email !== 'string' || email.trim().toLowerCase() !== caller.email) {
      throw forbidden('You can only see the marathons you created.');
    }
    const marathons = await marathonsCreatedBy(caller);
    cachePrivate(res);
    res.json(marathons);
  }),
);
