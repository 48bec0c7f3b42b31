// GET /marathon/{id}/activity: the registration audit trail, for the marathon's creator only.
import { Router } from 'express';
import { z } from 'zod';

import { signedIn } from '../../lib/auth.js';
import { cachePrivate } from '../../lib/cache.js';
import { requireDocId } from '../../lib/doc-id.js';
import { cursorParam, limitParam } from '../../lib/query.js';
import { parseQuery } from '../../lib/validate.js';
import { creatorsMarathon } from '../marathons/marathon-doc.js';
import { listActivity } from './activity.service.js';

const activityQuery = z.object({ limit: limitParam(50, 500), cursor: cursorParam });

export const activityRouter = Router();

activityRouter.get(
  '/marathon/:id/activity',
  signedIn(async (req, res, caller) => {
    const id = requireDocId(req.params.id, 'Marathon');
    const query = parseQuery(activityQuery, req.query);
    const marathon = await creatorsMarathon(
      id,
      caller,
      'Only the marathon’s creator can see its activity.',
    );
    cachePrivate(res);
    res.json(
      await listActivity(
        marathon.ref,
        query.cursor ? { limit: query.limit, cursor: query.cursor } : { limit: query.limit },
      ),
    );
  }),
);
