// GET /marathon/{id}/activity: the registration audit trail, for the marathon's creator only.
import { Router } from 'express';
import { z } from 'zod';

import { cursorParam, limitParam } from '../../lib/query.js';
import { marathonAction } from '../../lib/route-handlers.js';
import { parseQuery } from '../../lib/validate.js';
import { marathonActivity } from './activity.service.js';

const activityQuery = z.object({ limit: limitParam(50, 500), cursor: cursorParam });

export const activityRouter = Router();

activityRouter.get(
  '/marathon/:id/activity',
  marathonAction(marathonActivity, { input: (req) => parseQuery(activityQuery, req.query) }),
);
