// Payments: the quote, starting a payment, the ledger, payments by hand, the methods offered, one
// payment, the webhooks, capturing a PayPal payment on the runner's return, a receipt and its PDF.
import * as payments from '@run/contract/endpoints/payments';

import { download, reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../payments/payments.js';

export const paymentsRoutes = [
  handle(payments.quote, ({ params, query, client }) =>
    service.quote(params.id, query.distanceId, query.code, client),
  ),

  // 201: each declares only that success status.
  handle(payments.startPayment, ({ params, caller, body }) =>
    service.startPayment(params.id, caller, body.method),
  ),

  handle(payments.manualPayment, ({ race, params, body }) =>
    service.manualPayment(race, params.userId, body.amount, body.note),
  ),

  handle(payments.listPayments, ({ race, query }) => service.listPayments(race, query)),

  handle(payments.books, ({ race }) => service.books(race)),

  // Before paymentOf: `/payments/{paymentId}` would otherwise take `methods` for a payment's id.
  handle(payments.paymentMethods, () => Promise.resolve(service.paymentMethods())),

  handle(payments.paymentOf, ({ caller, params }) => service.paymentOf(caller, params.paymentId)),

  // A receipt is the payer's (and the organisers'): never kept by a shared cache.
  handle(payments.paymentReceipt, async ({ caller, params }) =>
    reply(
      payments.paymentReceipt,
      200,
      await service.receiptFor(caller, params.id, params.paymentId),
      {
        personal: true,
      },
    ),
  ),

  handle(payments.paymentReceiptPdf, async ({ caller, params }) => {
    const { receipt, pdf } = await service.receiptPdfFor(caller, params.id, params.paymentId);
    return download(
      `receipt-${receipt.receiptNumber ?? receipt.paymentId}.pdf`,
      'application/pdf',
      pdf,
      {
        personal: true,
      },
    );
  }),

  handle(payments.paymentWebhook, ({ params, raw }) => service.webhook(params.provider, raw)),

  handle(payments.paypalCapture, ({ caller, params }) =>
    service.paypalCapture(caller, params.paymentId),
  ),
];
