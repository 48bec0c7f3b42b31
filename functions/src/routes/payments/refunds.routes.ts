// Refunds: the runner's quote, an organiser's refund, the race's refunds, marking one paid by hand,
// and the finance CSV.
import * as refunds from '@run/contract/endpoints/refunds';

import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../payments/payments.js';

export const refundsRoutes = [
  handle(refunds.refundQuote, ({ params }) => service.refundQuote(params.id, params.userId)),

  // 201: the only success status it declares.
  handle(refunds.organiserRefund, ({ race, params, body }) =>
    service.organiserRefund(race, params.userId, body),
  ),

  handle(refunds.listRefunds, ({ race, query }) => service.listRefunds(race, query)),

  handle(refunds.markRefundPaid, ({ race, params }) =>
    service.markRefundPaid(race, params.refundId),
  ),

  handle(refunds.financeCsv, async ({ race }) => service.financeCsv(race)),
];
