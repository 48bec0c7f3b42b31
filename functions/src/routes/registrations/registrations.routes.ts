// Registrations: apply, change, withdraw, the runner's list, and the creator's participants (JSON/CSV).
import * as registrations from '@run/contract/endpoints/registrations';

import { handle } from '../../lib/endpoint-router.js';
import { raceList } from '../../lib/race-list.js';
import * as orders from '../../orders/orders.js';
import * as service from '../../registrations/registrations.js';

export const registrationsRoutes = [
  // A single registration is an order of one line (orders/register.ts), admitted as every order is.
  handle(registrations.applyToMarathon, ({ params, caller, body }) =>
    orders.register(params.id, caller, body),
  ),

  handle(registrations.updateRegistration, ({ params, caller, body }) =>
    service.updateRegistration(params.marathonId, caller, body),
  ),

  handle(registrations.withdrawRegistration, ({ params, caller }) =>
    service.withdrawRegistration(params.marathonId, caller),
  ),

  handle(registrations.myRegistrations, ({ caller }) => service.myRegistrations(caller)),

  handle(registrations.listParticipants, raceList(service.participants)),
];
