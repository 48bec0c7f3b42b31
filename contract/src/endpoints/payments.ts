// Prices and payments (docs/payments.md): the quote, starting a payment, the providers' webhooks,
// the organisers' ledger, payments recorded by hand and the payment methods offered.
import { z } from 'zod';

import {
  booksSchema,
  participantSchema,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  paymentMethodsSchema,
  paymentsPageSchema,
  paymentStartedSchema,
  paymentViewSchema,
  quoteSchema,
  receiptSchema,
  webhookReceivedSchema,
} from '../domain/api-types.js';
import { couponCodeSchema } from '../domain/coupons.js';
import { docIdParam, marathonParams } from '../domain/ids.js';
import { manualPaymentSchema, paymentStartSchema } from '../domain/schemas.js';
import { declare } from '../http/endpoint.js';
import { routes } from '../http/routes.js';
import { answer, conflict, consoleList, failure } from './common.js';

const endpoint = declare('payments');

const runnerParams = marathonParams.extend({ userId: z.string().min(1).max(128) });

export const quote = endpoint({
  ...routes.quote,
  // A discount code's tries are counted (docs/coupons.md): 429 with Retry-After over the limit.
  limited: true,
  summary:
    'What a runner pays for a distance now: the tier in force, a discount code’s discount, the fee and the total',
  params: marathonParams,
  query: z.object({
    distanceId: z.string().max(40).optional(),
    code: couponCodeSchema.optional().describe('A discount code to apply (docs/coupons.md).'),
  }),
  responses: {
    200: answer('The price in force.', quoteSchema),
    409: conflict(
      'The code is refused: unknown, not yet or no longer valid, used up, or for another distance.',
    ),
  },
});

export const startPayment = endpoint({
  ...routes.startPayment,
  summary: 'Start paying the caller’s pending registration: a page to pay at, or bank instructions',
  self: { param: 'userId', refusal: 'not_own_registration_pay' },
  params: runnerParams,
  body: paymentStartSchema,
  responses: {
    201: answer('Started.', paymentStartedSchema),
    404: failure('Not registered for this marathon (or no such marathon).'),
    409: conflict('The registration is not waiting for a payment.'),
  },
});

export const manualPayment = endpoint({
  ...routes.manualPayment,
  summary: 'Record money the organisers received by hand (cash, a transfer seen in the bank)',
  params: runnerParams,
  body: manualPaymentSchema,
  responses: {
    201: answer('Recorded; the registration as it is now.', participantSchema),
    404: failure('No such registration (or no such marathon).'),
  },
});

export const listPayments = endpoint({
  ...routes.listPayments,
  summary: 'The race’s payments ledger, newest first, paginated; `state` filters it',
  ...consoleList(PAYMENT_STATES, 'payments', paymentsPageSchema),
});

export const books = endpoint({
  ...routes.books,
  summary:
    'The race’s books: money paid, refunded, credited, disputed and pending, and every discrepancy between the ledger, the refunds, the bank rows and the places',
  params: marathonParams,
  responses: { 200: answer('The books.', booksSchema) },
});

export const paymentMethods = endpoint({
  ...routes.paymentMethods,
  summary:
    'The payment methods RUN offers, in the registry’s order: each one’s label, button, currencies and where its refunds go',
  responses: { 200: answer('The methods.', paymentMethodsSchema) },
});

export const paymentOf = endpoint({
  ...routes.paymentOf,
  summary: 'One of the caller’s own payments, for the page where it is paid',
  params: z.object({ paymentId: docIdParam('Payment') }),
  responses: {
    200: answer('The payment.', paymentViewSchema),
    404: failure('No such payment of the caller’s.'),
  },
});

const receiptParams = marathonParams.extend({ paymentId: docIdParam('Payment') });
const NO_RECEIPT = 'No such payment of the caller’s (the payer’s and the race organisers’ only).';

export const paymentReceipt = endpoint({
  ...routes.paymentReceipt,
  summary:
    'One payment’s receipt: its number, the race, the distance, the amounts from the ledger, the method, when it was paid and who issues it; for its payer and the race’s organisers',
  params: receiptParams,
  responses: {
    200: answer('The receipt (`receiptNumber` null while the money is awaited).', receiptSchema),
    404: failure(NO_RECEIPT),
  },
});

export const paymentReceiptPdf = endpoint({
  ...routes.paymentReceiptPdf,
  summary: 'The same receipt as a one-page PDF; for its payer and the race’s organisers',
  params: receiptParams,
  responses: {
    200: { description: 'The receipt.', file: 'application/pdf' },
    404: failure(NO_RECEIPT),
    409: conflict('The payment is not paid (yet): there is no receipt to print.'),
  },
});

export const paymentWebhook = endpoint({
  ...routes.paymentWebhook,
  summary:
    'A payment provider’s event (signed; the raw body is verified): each event takes effect once',
  params: z.object({
    provider: z.enum(PAYMENT_PROVIDERS, { error: 'No such payment provider.' }),
  }),
  body: z.record(z.string(), z.unknown()),
  responses: {
    200: answer(
      'Received (also for an event seen before, or for an unknown payment).',
      webhookReceivedSchema,
    ),
    400: failure('A bad or stale signature, or an event the provider does not send.'),
  },
});

export const paypalCapture = endpoint({
  ...routes.paypalCapture,
  summary:
    'Capture the caller’s PayPal payment the runner approved at PayPal (its return page calls it); an order already captured answers as it is',
  params: z.object({ paymentId: docIdParam('Payment') }),
  responses: {
    200: answer('The payment as it is now.', paymentViewSchema),
    404: failure('No such PayPal payment of the caller’s.'),
    409: conflict('The runner has not approved the payment at PayPal.'),
  },
});
