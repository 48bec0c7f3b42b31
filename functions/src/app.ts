// createApp(): the Express app behind the `api` function. Routers answer at /api/... (Hosting keeps
// the full path when it rewrites) and at /... (the direct function URL).
import compression from 'compression';
import express, { type Express } from 'express';

import { requestLog } from './lib/request-log.js';
import { bodyLimit, jsonBody, jsonOnly, platformBodyError } from './lib/body.js';
import { cors } from './lib/cors.js';
import { requestDeadline } from './lib/deadline.js';
import { errorHandler, notFoundHandler } from './lib/error-handler.js';
import { mount } from './lib/endpoint-router.js';
import { activityRoutes } from './routes/activity/activity.routes.js';
import { healthRoutes } from './routes/health/health.routes.js';
import { marathonsRoutes } from './routes/marathons/marathons.routes.js';
import { translationsRoutes } from './routes/marathons/translations.routes.js';
import { opinionsRoutes } from './routes/opinions/opinions.routes.js';
import { registrationsRoutes } from './routes/registrations/registrations.routes.js';
import { usersRoutes } from './routes/users/users.routes.js';
import { volunteersRoutes } from './routes/volunteers/volunteers.routes.js';
import { waitlistRoutes } from './routes/waitlist/waitlist.routes.js';
import { raceDayRoutes } from './routes/race-day/race-day.routes.js';
import { raceStatsRoutes } from './routes/race-stats/race-stats.routes.js';
import { staffRoutes } from './routes/staff/staff.routes.js';
import { resultsRoutes } from './routes/results/results.routes.js';
import { paymentsRoutes } from './routes/payments/payments.routes.js';
import { payoutsRoutes } from './routes/payouts/payouts.routes.js';
import { refundsRoutes } from './routes/payments/refunds.routes.js';
import { bankRoutes } from './routes/payments/bank.routes.js';
import { transfersRoutes } from './routes/transfers/transfers.routes.js';
import { deferralsRoutes } from './routes/deferrals/deferrals.routes.js';
import { couponsRoutes } from './routes/coupons/coupons.routes.js';
import { itemsRoutes } from './routes/items/items.routes.js';
import { ballotRoutes } from './routes/ballot/ballot.routes.js';
import { orderRoutes } from './routes/orders/orders.routes.js';
import { shiftRoutes } from './routes/shifts/shifts.routes.js';
import { messageRoutes } from './routes/messages/messages.routes.js';
import { teamRoutes } from './routes/teams/teams.routes.js';
import { partnerRoutes } from './routes/partner/partner.routes.js';
import { partnerGate } from './partner/partner.js';
import { readRace } from './store/marathon-doc.js';

// Every declared endpoint with its handler, in one router; race-scoped ones read the race with the
// store's reader, a timing partner's are let in by the partner domain's key gate.
const api = mount(
  [
    ...healthRoutes,
    ...marathonsRoutes,
    ...translationsRoutes,
    ...registrationsRoutes,
    ...opinionsRoutes,
    ...volunteersRoutes,
    ...usersRoutes,
    ...activityRoutes,
    ...waitlistRoutes,
    ...raceDayRoutes,
    ...raceStatsRoutes,
    ...staffRoutes,
    ...resultsRoutes,
    ...paymentsRoutes,
    ...payoutsRoutes,
    ...refundsRoutes,
    ...bankRoutes,
    ...transfersRoutes,
    ...deferralsRoutes,
    ...couponsRoutes,
    ...itemsRoutes,
    ...ballotRoutes,
    ...orderRoutes,
    ...teamRoutes,
    ...shiftRoutes,
    ...messageRoutes,
    ...partnerRoutes,
  ],
  { readRace, partner: partnerGate },
);

export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // JSON lists and CSV exports shrink several times over with gzip, and the local Hosting emulator
  // passes a function's body on as written: the API compresses it (bodies under 1 KB go as they are).
  app.use(compression());
  app.use(requestLog, requestDeadline, cors, platformBodyError, bodyLimit, jsonOnly, jsonBody);
  app.use('/api', api);
  app.use('/', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
