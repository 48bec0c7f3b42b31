// Transfers: offering a place, cancelling the offer, the link's page, accepting, and the console's list.
import * as transfers from '@run/contract/endpoints/transfers';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../transfers/transfers.js';

export const transfersRoutes = [
  handle(transfers.startTransfer, async ({ params, caller, body }) =>
    reply(transfers.startTransfer, 201, await service.startTransfer(params.id, caller, body.email)),
  ),

  handle(transfers.cancelTransfer, ({ params, caller }) =>
    service.cancelTransfer(params.id, caller),
  ),

  handle(transfers.transferOf, ({ params }) => service.transferOf(params.id, params.token)),

  handle(transfers.acceptTransfer, ({ params, caller, body }) =>
    service.acceptTransfer(params.id, caller, body),
  ),

  handle(transfers.listTransfers, ({ race }) => service.listTransfers(race)),
];
