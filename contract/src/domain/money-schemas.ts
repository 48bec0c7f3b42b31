// The race's money settings as the add and edit forms send them (docs/payments.md): price tiers, the
// bank account (its IBAN checked by mod 97), the runner fee and the hold times, as zod schemas the API
// and the forms share. The rules without zod are in money.ts.
import { z } from 'zod';

import { trueOrFalse, wholeNumber } from './field-schemas.js';
import { DATE_TIME_FORMAT, isIsoDateString } from './dates.js';
import { AMOUNT_MAX, isValidIban, PAYMENT_METHODS, TIERS_MAX } from './money.js';
import { REFUND_DAYS_MAX } from './refunds.js';
import { oneLine } from './text-rules.js';

const AMOUNT_MESSAGE = 'Amount must be a whole number of cents from 0 to 10,000,000';

/** Whole minor units (cents) of the race's currency. */
export const amountSchema = wholeNumber(0, AMOUNT_MAX, AMOUNT_MESSAGE);

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(...oneLine(label));

/** One price tier of a distance: "Early bird" 4500 until May 1; the last tier's `until` is null. */
export const priceTierSchema = z.strictObject({
  label: line('Tier label', 40),
  amount: amountSchema,
  until: z
    .string({ error: 'Until must be a date-time, or null for the last tier' })
    .refine(isIsoDateString, 'Until must be a valid date')
    .meta(DATE_TIME_FORMAT)
    .nullable(),
});
export type PriceTier = z.infer<typeof priceTierSchema>;

export const pricesSchema = z
  .array(priceTierSchema, { error: 'Prices must be a list of tiers' })
  .max(TIERS_MAX, `A distance has at most ${TIERS_MAX} price tiers`)
  .superRefine((tiers, ctx) => {
    tiers.forEach((t, i) => {
      const next = tiers[i + 1];
      if (next === undefined) return;
      if (t.until === null) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'until'],
          message: 'Only the last tier may have no end date',
        });
      } else if (next.until !== null && Date.parse(next.until) <= Date.parse(t.until)) {
        ctx.addIssue({
          code: 'custom',
          path: [i + 1, 'until'],
          message: 'Tiers must be sorted by their end date',
        });
      }
    });
  });

export const bankAccountSchema = z.strictObject({
  holder: line('Account holder', 70),
  iban: z
    .string({ error: 'IBAN is required' })
    .trim()
    .max(42, 'IBAN is too long')
    .refine(isValidIban, 'IBAN is not valid (check its digits)')
    .transform((v) => v.replace(/\s+/gu, '').toUpperCase()),
  bic: z
    .string({ error: 'BIC is required' })
    .trim()
    .regex(
      /^[A-Za-z]{6}[A-Za-z0-9]{2}(?:[A-Za-z0-9]{3})?$/u,
      'BIC must be 8 or 11 letters and digits',
    )
    .transform((v) => v.toUpperCase()),
});

export const runnerFeeSchema = z.strictObject({
  percent: z
    .number({ error: 'Fee percent must be a number from 0 to 10' })
    .min(0, 'Fee percent must be a number from 0 to 10')
    .max(10, 'Fee percent must be a number from 0 to 10'),
  fixed: amountSchema,
});

const wholeDays = (label: string) =>
  wholeNumber(
    0,
    REFUND_DAYS_MAX,
    `${label} must be a whole number of days from 0 to ${REFUND_DAYS_MAX}`,
  );

const PERCENT_MESSAGE = 'Partial refund must be a whole percent from 0 to 100';

/** The race's refund policy (refunds.ts): full refunds end no sooner than partial ones. */
export const refundPolicySchema = z
  .strictObject(
    {
      fullUntilDays: wholeDays('Full refund days'),
      partialUntilDays: wholeDays('Partial refund days'),
      partialPercent: wholeNumber(0, 100, PERCENT_MESSAGE),
    },
    { error: 'Refund policy must be {fullUntilDays, partialUntilDays, partialPercent}' },
  )
  .refine((p) => p.fullUntilDays >= p.partialUntilDays, {
    path: ['partialUntilDays'],
    message: 'Partial refunds must end on or after full refunds end (fewer days before the race)',
  });

const DAYS_BEFORE_MESSAGE = 'Days before the race must be a whole number from 0 to 365';

/**
 * A change a runner may make to a paid place (docs/transfers.md): whether the race allows it, until
 * how many whole days before the race, and its fee (minor units, 0 for none). Transfers (the
 * recipient pays the fee) and deferrals (kept from the credit) have this shape.
 */
const placeChangeSchema = (label: string) =>
  z.strictObject(
    {
      enabled: trueOrFalse(`${label} enabled`),
      untilDays: wholeNumber(0, 365, DAYS_BEFORE_MESSAGE),
      fee: amountSchema,
    },
    { error: `${label} must be {enabled, untilDays, fee}` },
  );

export const transferSettingsSchema = placeChangeSchema('Transfers');
export const deferralSettingsSchema = placeChangeSchema('Deferrals');

const EVERY_MESSAGE = 'Referrals every must be a whole number from 1 to 20';
/** The race's referral setting (docs/coupons.md): a reward refunded every `every` referrals. */
export const referralSettingsSchema = z.strictObject(
  {
    enabled: trueOrFalse('Referrals enabled'),
    every: wholeNumber(1, 20, EVERY_MESSAGE),
    reward: amountSchema,
  },
  { error: 'Referrals must be {enabled, every, reward}' },
);

/** The race's money settings as the add and edit forms send them (each optional on an edit). */
export const moneyInputFields = {
  currency: z
    .string({ error: 'Currency must be a three-letter code' })
    .regex(/^[A-Z]{3}$/u, 'Currency must be a three-letter code such as USD or EUR')
    .optional(),
  paymentMethods: z
    .array(
      z.enum(PAYMENT_METHODS, { error: `Payment methods are ${PAYMENT_METHODS.join(', ')}` }),
      { error: 'Payment methods must be a list' },
    )
    .max(PAYMENT_METHODS.length)
    .optional(),
  bankAccount: bankAccountSchema.nullable().optional(),
  paymentHoldMinutes: wholeNumber(
    10,
    120,
    'Payment hold must be a whole number of minutes from 10 to 120',
  ).optional(),
  bankTransferDays: wholeNumber(
    1,
    14,
    'Bank transfer days must be a whole number from 1 to 14',
  ).optional(),
  runnerFee: runnerFeeSchema.nullable().optional(),
  refundPolicy: refundPolicySchema.optional(),
  transfers: transferSettingsSchema.optional(),
  deferrals: deferralSettingsSchema.optional(),
  referrals: referralSettingsSchema.optional(),
};
