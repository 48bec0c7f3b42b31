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
} from '../domain/api-types.js';
import { couponCodeSchema } from '../domain/coupons.js';
import { manualPaymentSchema, paymentStartSchema } from '../domain/schemas.js';
import { declare } from './declare.js';
import {
  answer,
  conflict,
  consoleList,
  failure,
  notRegistered,
  runnerParams,
  webhook,
} from './common.js';

const NO_RECEIPT = 'No such payment of the caller’s (the payer’s and the race organisers’ only).';

export const {
  quote,
  startPayment,
  manualPayment,
  listPayments,
  books,
  paymentMethods,
  paymentOf,
  paymentReceipt,
  paymentReceiptPdf,
  paymentWebhook,
  paypalCapture,
} = declare('payments', {
  quote: {
    // A discount code's tries are counted (docs/coupons.md): 429 with Retry-After over the limit.
    limited: true,
    summary:
      'What a runner pays for a distance now: the tier in force, a discount code’s discount, the fee and the total',
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
  },

  startPayment: {
    summary:
      'Start paying the caller’s pending registration: a page to pay at, or bank instructions',
    self: { param: 'userId', refusal: 'not_own_registration_pay' },
    params: runnerParams,
    body: paymentStartSchema,
    responses: {
      201: answer('Started.', paymentStartedSchema),
      404: notRegistered,
      409: conflict('The registration is not waiting for a payment.'),
    },
  },

  manualPayment: {
    summary: 'Record money the organisers received by hand (cash, a transfer seen in the bank)',
    params: runnerParams,
    body: manualPaymentSchema,
    responses: {
      201: answer('Recorded; the registration as it is now.', participantSchema),
      404: failure('No such registration (or no such marathon).'),
    },
  },

  listPayments: {
    summary: 'The race’s payments ledger, newest first, paginated; `state` filters it',
    ...consoleList(PAYMENT_STATES, 'payments', paymentsPageSchema),
  },

  books: {
    summary:
      'The race’s books: money paid, refunded, credited, disputed and pending, and every discrepancy between the ledger, the refunds, the bank rows and the places',
    responses: { 200: answer('The books.', booksSchema) },
  },

  paymentMethods: {
    summary:
      'The payment methods RUN offers, in the registry’s order: each one’s label, button, currencies and where its refunds go',
    responses: { 200: answer('The methods.', paymentMethodsSchema) },
  },

  paymentOf: {
    summary: 'One of the caller’s own payments, for the page where it is paid',
    responses: {
      200: answer('The payment.', paymentViewSchema),
      404: failure('No such payment of the caller’s.'),
    },
  },

  paymentReceipt: {
    summary:
      'One payment’s receipt: its number, the race, the distance, the amounts from the ledger, the method, when it was paid and who issues it; for its payer and the race’s organisers',
    responses: {
      200: answer('The receipt (`receiptNumber` null while the money is awaited).', receiptSchema),
      404: failure(NO_RECEIPT),
    },
  },

  paymentReceiptPdf: {
    summary: 'The same receipt as a one-page PDF; for its payer and the race’s organisers',
    responses: {
      200: { description: 'The receipt.', file: 'application/pdf' },
      404: failure(NO_RECEIPT),
      409: conflict('The payment is not paid (yet): there is no receipt to print.'),
    },
  },

  paymentWebhook: {
    summary:
      'A payment provider’s event (signed; the raw body is verified): each event takes effect once',
    ...webhook(
      PAYMENT_PROVIDERS,
      'No such payment provider.',
      'Received (also for an event seen before, or for an unknown payment).',
    ),
  },

  paypalCapture: {
    summary:
      'Capture the caller’s PayPal payment the runner approved at PayPal (its return page calls it); an order already captured answers as it is',
    responses: {
      200: answer('The payment as it is now.', paymentViewSchema),
      404: failure('No such PayPal payment of the caller’s.'),
      409: conflict('The runner has not approved the payment at PayPal.'),
    },
  },
});
