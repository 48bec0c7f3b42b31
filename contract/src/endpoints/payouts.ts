// Payouts (docs/payouts.md): the site's payout settings, the organiser's payout account (Stripe
// Connect onboarding, its state, the PayPal merchant id), their payouts and each payout's statement,
// Connect's webhook, and the test provider's payout on the local stack.
import { z } from 'zod';

import { webhookReceivedSchema } from '../domain/api-types.js';
import { docIdParam, userParams } from '../domain/ids.js';
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
import { declare } from '../http/endpoint.js';
import { routes } from '../http/routes.js';
import { answer, conflict, failure } from './common.js';

const endpoint = declare('payouts');

const own = { param: 'userId', refusal: 'not_own_payouts' } as const;
const payoutParams = userParams.extend({ payoutId: docIdParam('Payout') });

export const payoutSettings = endpoint({
  ...routes.payoutSettings,
  summary: 'How this site pays organisers (`connect` or `platform`) and the fee it keeps',
  responses: { 200: answer('The settings.', payoutSettingsSchema) },
});

export const payoutAccount = endpoint({
  ...routes.payoutAccount,
  summary:
    'The caller’s payout account: its state (refreshed from the provider), balance and links',
  self: own,
  params: userParams,
  responses: {
    200: answer('The account (`state: "none"` before one is made).', payoutAccountSchema),
  },
});

export const createPayoutAccount = endpoint({
  ...routes.createPayoutAccount,
  summary: 'Make the caller’s connected account (once) and a link to the provider’s onboarding',
  self: own,
  params: userParams,
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
});

export const updatePayoutAccount = endpoint({
  ...routes.updatePayoutAccount,
  summary: 'Set the caller’s PayPal merchant id (PayPal pays them directly in `connect` mode)',
  self: own,
  params: userParams,
  body: payoutAccountPatchSchema,
  responses: {
    200: answer('The account as it is now.', payoutAccountSchema),
    409: conflict('The site pays organisers from one account (`platform` mode).'),
  },
});

export const listPayouts = endpoint({
  ...routes.listPayouts,
  summary: 'The caller’s payouts, newest first, paginated',
  self: own,
  params: userParams,
  query: z.object({ cursor: cursorParam }),
  responses: { 200: answer('A page of payouts.', payoutsPageSchema) },
});

export const payoutStatement = endpoint({
  ...routes.payoutStatement,
  summary: 'What one payout is made of, race by race (the races’ nets add up to its amount)',
  self: own,
  params: payoutParams,
  responses: {
    200: answer('The statement.', statementSchema),
    404: failure('No such payout of yours.'),
  },
});

export const payoutStatementCsv = endpoint({
  ...routes.payoutStatementCsv,
  summary: 'The same statement as CSV',
  self: own,
  params: payoutParams,
  responses: {
    200: { description: 'One row per race, then the total.', file: 'text/csv' },
    404: failure('No such payout of yours.'),
  },
});

export const testPayout = endpoint({
  ...routes.testPayout,
  summary: 'Local stack only: pay out the available balance now (the test provider)',
  self: own,
  params: userParams,
  bodyOptional: true,
  body: z.strictObject({}),
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
});

export const payoutWebhook = endpoint({
  ...routes.payoutWebhook,
  summary: 'A connected account’s event (Stripe Connect, signed): account state and payouts',
  params: z.object({
    provider: z.enum(['stripe', 'test'], { error: 'No such payout provider.' }),
  }),
  body: z.record(z.string(), z.unknown()),
  responses: {
    200: answer('Received (also for an event seen before).', webhookReceivedSchema),
    400: failure('A bad or stale signature, or an event the provider does not send.'),
  },
});
