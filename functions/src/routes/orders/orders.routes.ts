// Orders for several runners: placing one, quoting one, paying it, the buyer's orders, changing, transferring or
// withdrawing one entry, and a runner claiming the entry made for them.
import * as orders from '@run/contract/endpoints/orders';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../orders/orders.js';

export const orderRoutes = [
  handle(orders.createOrder, async ({ params, caller, body }) =>
    reply(orders.createOrder, 201, await service.createOrder(params.id, caller, body)),
  ),

  handle(orders.quoteOrder, ({ params, caller, body }) =>
    service.quoteOrder(params.id, caller, body),
  ),

  handle(orders.payOrder, async ({ params, caller, body }) =>
    reply(
      orders.payOrder,
      201,
      await service.payOrder(params.id, caller, params.orderId, body.method),
    ),
  ),

  handle(orders.withdrawOrderEntry, ({ params, caller }) =>
    service.withdrawOrderEntry(params.id, caller, params.orderId, params.registrationId),
  ),

  handle(orders.updateOrderEntry, ({ params, caller, body }) =>
    service.updateOrderEntry(params.id, caller, params.orderId, params.registrationId, body),
  ),

  handle(orders.transferOrderEntry, async ({ params, caller, body }) =>
    reply(
      orders.transferOrderEntry,
      201,
      await service.transferOrderEntry(
        params.id,
        caller,
        params.orderId,
        params.registrationId,
        body.email,
      ),
    ),
  ),

  handle(orders.myOrders, ({ caller }) => service.myOrders(caller)),

  handle(orders.claimEntry, ({ params, caller, body }) =>
    service.claimEntry(params.id, caller, body.token),
  ),
];
