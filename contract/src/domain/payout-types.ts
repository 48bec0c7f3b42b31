// The payouts' API shapes (docs/payouts.md): the organiser's payout account, their payouts and a
// payout's statement, and the site's payout settings.
import { z } from 'zod';

import { pageOf } from './query.js';
import { PAYOUT_ACCOUNT_STATES, PAYOUT_MODES, PAYOUT_STATES } from './payouts.js';

const isoTime = z.string().meta({ format: 'date-time' });
const money = z.object({ amount: z.number().int(), currency: z.string() });

export const platformFeeSchema = z.object({
  percent: z.number().min(0).max(20),
  fixed: z.number().int().min(0),
});

/** GET /payouts/settings: how this site pays organisers. */
export const payoutSettingsSchema = z.object({
  mode: z.enum(PAYOUT_MODES),
  platformFee: platformFeeSchema.describe('What the site keeps of each paid entry (`connect`).'),
  provider: z.enum(['stripe', 'test']).nullable().describe('Who holds the accounts (`connect`).'),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;

export const balanceSchema = z.object({
  available: z.array(money),
  pending: z.array(money),
});
export type Balance = z.infer<typeof balanceSchema>;

export const payoutAccountSchema = z.object({
  state: z.enum(PAYOUT_ACCOUNT_STATES),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  requirements: z.array(z.string()).describe('What the provider still needs from the organiser.'),
  dashboardUrl: z.string().nullable().describe('The provider’s dashboard for the account, if any.'),
  paypalMerchantId: z.string().nullable(),
  balance: balanceSchema.nullable().describe('Once the account exists.'),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const onboardingSchema = z.object({
  onboardingUrl: z.string().describe('Where the organiser completes the provider’s onboarding.'),
});

export const payoutAccountPatchSchema = z.strictObject({
  paypalMerchantId: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{13}$/u, 'A PayPal merchant id is 13 capital letters and digits')
    .nullable(),
});

export const payoutSchema = z.object({
  payoutId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  arrivalDate: isoTime,
  state: z.enum(PAYOUT_STATES),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutsPageSchema = pageOf('payouts', payoutSchema);
export type PayoutsPage = z.infer<typeof payoutsPageSchema>;

export const statementRaceSchema = z.object({
  marathonId: z.string().describe('Empty for movements of no race (the provider’s adjustments).'),
  title: z.string(),
  gross: z.number().int(),
  refunds: z.number().int(),
  disputes: z.number().int(),
  platformFee: z.number().int(),
  providerFee: z.number().int(),
  net: z.number().int().describe('gross - refunds - disputes - platformFee - providerFee'),
});
export type StatementRace = z.infer<typeof statementRaceSchema>;

export const statementSchema = payoutSchema.extend({
  races: z.array(statementRaceSchema).describe('Their nets add up to the payout’s amount.'),
});
export type Statement = z.infer<typeof statementSchema>;
