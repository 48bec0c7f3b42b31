// GET /marathon/{id}/activity: the registration audit trail, for the marathon's creator only.
import { marathonActivity as activityEndpoint } from '@run/contract/endpoints/community';

import { handle } from '../../lib/endpoint-router.js';
import { marathonActivity } from '../../activity/activity.js';

export const activityRoutes = [
  handle(activityEndpoint, ({ race, query }) => marathonActivity(race, query)),
];
