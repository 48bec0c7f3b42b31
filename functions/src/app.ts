// createApp(): the Express app behind the `api` function. Routers answer at /api/... (Hosting keeps
// the full path when it rewrites) and at /... (the direct function URL).
import compression from 'compression';
import express, { type Express, type Router } from 'express';

import { requestLog } from './lib/request-log.js';
import { bodyLimit, jsonBody, jsonOnly } from './lib/body.js';
import { cors } from './lib/cors.js';
import { requestDeadline } from './lib/deadline.js';
import { errorHandler, notFoundHandler } from './lib/error-handler.js';
import { activityRouter } from './routes/activity/activity.routes.js';
import { healthRouter } from './routes/health/health.routes.js';
import { marathonsRouter } from './routes/marathons/marathons.routes.js';
import { opinionsRouter } from './routes/opinions/opinions.routes.js';
import { registrationsRouter } from './routes/registrations/registrations.routes.js';
import { usersRouter } from './routes/users/users.routes.js';
import { volunteersRouter } from './routes/volunteers/volunteers.routes.js';
import { waitlistRouter } from './routes/waitlist/waitlist.routes.js';

const routers: Router[] = [
  healthRouter,
  marathonsRouter,
  registrationsRouter,
  opinionsRouter,
  volunteersRouter,
  usersRouter,
  activityRouter,
  waitlistRouter,
];

export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // JSON lists and CSV exports shrink several times over with gzip, and the local Hosting emulator
  // passes a function's body on as written: the API compresses it (bodies under 1 KB go as they are).
  app.use(compression());
  app.use(requestLog, requestDeadline, cors, bodyLimit, jsonOnly, jsonBody);
  app.use('/api', ...routers);
  app.use('/', ...routers);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
