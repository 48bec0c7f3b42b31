// Every endpoint, in the order the OpenAPI document lists them and the API mounts them.
import type { EndpointSpec } from '../http/endpoint.js';
import * as ballot from './ballot.js';
import * as bank from './bank.js';
import * as community from './community.js';
import * as coupons from './coupons.js';
import * as deferrals from './deferrals.js';
import * as health from './health.js';
import * as items from './items.js';
import * as marathons from './marathons.js';
import * as messages from './messages.js';
import * as orders from './orders.js';
import * as partner from './partner.js';
import * as payments from './payments.js';
import * as payouts from './payouts.js';
import * as raceDay from './race-day.js';
import * as refunds from './refunds.js';
import * as registrations from './registrations.js';
import * as results from './results.js';
import * as shifts from './shifts.js';
import * as teams from './teams.js';
import * as transfers from './transfers.js';
import * as translations from './translations.js';
import * as waitlist from './waitlist.js';

function declared(module: Record<string, unknown>): EndpointSpec[] {
  return Object.values(module).filter(
    (value): value is EndpointSpec =>
      typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
  );
}

export const allEndpoints: readonly EndpointSpec[] = [
  health,
  marathons,
  translations,
  registrations,
  orders,
  payments,
  refunds,
  bank,
  payouts,
  coupons,
  items,
  ballot,
  transfers,
  deferrals,
  waitlist,
  raceDay,
  results,
  teams,
  shifts,
  messages,
  partner,
  community,
].flatMap(declared);
