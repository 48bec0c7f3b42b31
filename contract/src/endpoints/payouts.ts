// Payouts (docs/payouts.md): the site's payout settings, the organiser's payout account (Stripe
// Connect onboarding, its state, the PayPal merchant id), their payouts and each payout's statement,
// Connect's webhook, and the test provider's payout on the local stack.
import { z } from 'zod';

import { cursorParam } from '../domain/query.js';
import {
  onboardingSchema,
  payoutAccountPatchSchema,
  payoutAccountSchema,
  payoutSchema,
  payoutSettingsSchema,
  payoutsPageSchema,
  statementSchema,
} from '../domain/payout-types.js';
import { declare } from './declare.js';
import { answer, conflict, failure, noBody, webhook } from './common.js';

const own = { param: 'userId', refusal: 'not_own_payouts' } as const;

export const {
  payoutSettings,
  payoutAccount,
  createPayoutAccount,
  updatePayoutAccount,
  listPayouts,
  payoutStatement,
  payoutStatementCsv,
  testPayout,
  payoutWebhook,
} = declare('payouts', {
  payoutSettings: {
    summary: 'How this site pays organisers (`connect` or `platform`) and the fee it keeps',
    responses: { 200: answer('The settings.', payoutSettingsSchema) },
  },

  payoutAccount: {
    summary:
      'The caller’s payout account: its state (refreshed from the provider), balance and links',
    self: own,
    responses: {
      200: answer('The account (`state: "none"` before one is made).', payoutAccountSchema),
    },
  },

  createPayoutAccount: {
    summary: 'Make the caller’s connected account (once) and a link to the provider’s onboarding',
    self: own,
    bodyOptional: true,
    body: z.strictObject({
      returnPath: z
        .string()
        .max(500)
        .regex(/^\/(?!\/)/u, 'A path on this site, starting with one /')
        .optional()
        .describe('Where on the site the onboarding comes back to (default `/dashboard`).'),
    }),
    responses: {
      201: answer('Where to complete the onboarding (a new link each time).', onboardingSchema),
      409: conflict('The site pays organisers from one account (`platform` mode).'),
    },
  },

  updatePayoutAccount: {
    summary: 'Set the caller’s PayPal merchant id (PayPal pays them directly in `connect` mode)',
    self: own,
    body: payoutAccountPatchSchema,
    responses: {
      200: answer('The account as it is now.', payoutAccountSchema),
      409: conflict('The site pays organisers from one account (`platform` mode).'),
    },
  },

  listPayouts: {
    summary: 'The caller’s payouts, newest first, paginated',
    self: own,
    query: z.object({ cursor: cursorParam }),
    responses: { 200: answer('A page of payouts.', payoutsPageSchema) },
  },

  payoutStatement: {
    summary: 'What one payout is made of, race by race (the races’ nets add up to its amount)',
    self: own,
    responses: {
      200: answer('The statement.', statementSchema),
      404: failure('No such payout of yours.'),
    },
  },

  payoutStatementCsv: {
    summary: 'The same statement as CSV',
    self: own,
    responses: {
      200: { description: 'One row per race, then the total.', file: 'text/csv' },
      404: failure('No such payout of yours.'),
    },
  },

  testPayout: {
    summary: 'Local stack only: pay out the available balance now (the test provider)',
    self: own,
    ...noBody,
    responses: {
      201: answer(
        'The payouts made, one per currency with money available.',
        z.object({
          payouts: z.array(payoutSchema),
        }),
      ),
      404: failure('There is no test provider here.'),
      409: conflict('The payout account is not ready.'),
    },
  },

  payoutWebhook: {
    summary: 'A connected account’s event (Stripe Connect, signed): account state and payouts',
    ...webhook(
      ['stripe', 'test'],
      'No such payout provider.',
      'Received (also for an event seen before).',
    ),
  },
});
