// Refunds (docs/payments.md, "Refunds"): the runner's quote before withdrawing, the organisers'
// refunds by hand, the race's refunds with those to pay by hand, and the finance CSV.
import { z } from 'zod';

import {
  participantSchema,
  refundQuoteSchema,
  refundSchema,
  refundsPageSchema,
  REFUND_STATES,
} from '../domain/api-types.js';
import { organiserRefundSchema } from '../domain/schemas.js';
import { declare } from './declare.js';
import {
  answer,
  conflict,
  consoleList,
  failure,
  noBody,
  notRegistered,
  runnerParams,
} from './common.js';

export const { refundQuote, organiserRefund, listRefunds, markRefundPaid, financeCsv } = declare(
  'refunds',
  {
    refundQuote: {
      summary: 'What the caller gets back if they withdraw now, by the race’s refund policy',
      self: { param: 'userId', refusal: 'not_own_refund' },
      params: runnerParams,
      responses: {
        200: answer('The band, the amount and when the band ends.', refundQuoteSchema),
        404: notRegistered,
      },
    },

    organiserRefund: {
      summary:
        'Refund a runner any amount up to what is left of their payment; `cancel` also withdraws them',
      params: runnerParams,
      body: organiserRefundSchema,
      responses: {
        201: answer(
          'Refunded; `participant` is the registration as it is now (null once withdrawn).',
          z.object({ refund: refundSchema, participant: participantSchema.nullable() }),
        ),
        404: failure('No paid registration of that runner (or no such marathon).'),
        409: conflict('The payment was deferred: it became the runner’s credit.'),
      },
    },

    listRefunds: {
      summary: 'The race’s refunds, paginated; `state=manual` lists the refunds to pay by hand',
      ...consoleList(REFUND_STATES, 'refunds', refundsPageSchema),
    },

    markRefundPaid: {
      summary: 'Mark a refund the organisers pay by hand (bank transfer, cash) as paid',
      ...noBody,
      responses: {
        200: answer('The refund, now done.', refundSchema),
        404: failure('No such refund.'),
        409: conflict('The refund is not one to pay by hand.'),
      },
    },

    financeCsv: {
      summary: 'Every payment and refund of the race, as CSV',
      responses: {
        200: { description: 'The payments and refunds, oldest first.', file: 'text/csv' },
      },
    },
  },
);
