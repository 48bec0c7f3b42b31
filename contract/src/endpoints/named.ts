// The declaration of each route, by name, as a type only: the web sends requests from the schema-free
// route table (http/routes.ts) and reads its input and answer types from here without loading zod.
import type { EndpointSpec } from '../http/endpoint.js';
import type * as ballot from './ballot.js';
import type * as bank from './bank.js';
import type * as community from './community.js';
import type * as coupons from './coupons.js';
import type * as deferrals from './deferrals.js';
import type * as health from './health.js';
import type * as items from './items.js';
import type * as marathons from './marathons.js';
import type * as messages from './messages.js';
import type * as orders from './orders.js';
import type * as partner from './partner.js';
import type * as payments from './payments.js';
import type * as payouts from './payouts.js';
import type * as raceDay from './race-day.js';
import type * as refunds from './refunds.js';
import type * as registrations from './registrations.js';
import type * as results from './results.js';
import type * as shifts from './shifts.js';
import type * as teams from './teams.js';
import type * as transfers from './transfers.js';
import type * as translations from './translations.js';
import type * as waitlist from './waitlist.js';

type Exports =
  | (typeof ballot)[keyof typeof ballot]
  | (typeof bank)[keyof typeof bank]
  | (typeof community)[keyof typeof community]
  | (typeof coupons)[keyof typeof coupons]
  | (typeof items)[keyof typeof items]
  | (typeof deferrals)[keyof typeof deferrals]
  | (typeof health)[keyof typeof health]
  | (typeof marathons)[keyof typeof marathons]
  | (typeof messages)[keyof typeof messages]
  | (typeof orders)[keyof typeof orders]
  | (typeof partner)[keyof typeof partner]
  | (typeof payments)[keyof typeof payments]
  | (typeof payouts)[keyof typeof payouts]
  | (typeof raceDay)[keyof typeof raceDay]
  | (typeof refunds)[keyof typeof refunds]
  | (typeof registrations)[keyof typeof registrations]
  | (typeof results)[keyof typeof results]
  | (typeof shifts)[keyof typeof shifts]
  | (typeof teams)[keyof typeof teams]
  | (typeof transfers)[keyof typeof transfers]
  | (typeof translations)[keyof typeof translations]
  | (typeof waitlist)[keyof typeof waitlist];

/** The declaration whose name is `N`. */
export type EndpointNamed<N extends string> = Extract<Exports, EndpointSpec & { name: N }>;
