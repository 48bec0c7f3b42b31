// Prices and payments (docs/payments.md): the race's money settings as the forms send them, and the
// pure rules the API and the web share: the tier in force, what a runner pays, IBAN and bank
// reference checks, the EPC069-12 text of a bank transfer's QR code, how an amount is shown.
import { z } from 'zod';

import { DATE_TIME_FORMAT, isIsoDateString } from './dates.js';
import { oneLine } from './text-rules.js';

export const AMOUNT_MAX = 10_000_000;
export const TIERS_MAX = 6;
export const PAYMENT_METHODS = ['card', 'paypal', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const HOLD_MINUTES_DEFAULT = 30;
export const BANK_TRANSFER_DAYS_DEFAULT = 7;
export const CURRENCY_DEFAULT = 'USD';
/**
 * The test provider's webhook secret on the local stack and in the tests. Public on purpose: the
 * test payment page signs with it in the browser, and the provider runs only under the emulators.
 */
export const TEST_WEBHOOK_SECRET = 'whsec_run_local_test';
/** Stripe's webhook secret on the local stack, which the API tests sign Stripe's events with. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_run_local_stripe';

const AMOUNT_MESSAGE = 'Amount must be a whole number of cents from 0 to 10,000,000';

/** Whole minor units (cents) of the race's currency. */
export const amountSchema = z
  .number({ error: AMOUNT_MESSAGE })
  .int(AMOUNT_MESSAGE)
  .min(0, AMOUNT_MESSAGE)
  .max(AMOUNT_MAX, AMOUNT_MESSAGE);

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

/** ISO 13616: two letters, two check digits, up to 30 letters and digits; checked by mod 97. */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s+/gu, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/u.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const digits = /\d/u.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

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
export type BankAccount = z.output<typeof bankAccountSchema>;

export const runnerFeeSchema = z.strictObject({
  percent: z
    .number({ error: 'Fee percent must be a number from 0 to 10' })
    .min(0, 'Fee percent must be a number from 0 to 10')
    .max(10, 'Fee percent must be a number from 0 to 10'),
  fixed: amountSchema,
});
export type RunnerFee = z.infer<typeof runnerFeeSchema>;

/** The race's money settings as the add and edit forms send them (each optional on an edit). */
export const moneyInputFields = {
  currency: z
    .string({ error: 'Currency must be a three-letter code' })
    .regex(/^[A-Z]{3}$/u, 'Currency must be a three-letter code such as USD or EUR')
    .optional(),
  paymentMethods: z
    .array(z.enum(PAYMENT_METHODS, { error: 'Payment methods are card, paypal, bank_transfer' }), {
      error: 'Payment methods must be a list',
    })
    .max(3)
    .optional(),
  bankAccount: bankAccountSchema.nullable().optional(),
  paymentHoldMinutes: z
    .number({ error: 'Payment hold must be a whole number of minutes from 10 to 120' })
    .int('Payment hold must be a whole number of minutes from 10 to 120')
    .min(10, 'Payment hold must be a whole number of minutes from 10 to 120')
    .max(120, 'Payment hold must be a whole number of minutes from 10 to 120')
    .optional(),
  bankTransferDays: z
    .number({ error: 'Bank transfer days must be a whole number from 1 to 14' })
    .int('Bank transfer days must be a whole number from 1 to 14')
    .min(1, 'Bank transfer days must be a whole number from 1 to 14')
    .max(14, 'Bank transfer days must be a whole number from 1 to 14')
    .optional(),
  runnerFee: runnerFeeSchema.nullable().optional(),
};

export interface MoneySettings {
  paymentMethods: readonly PaymentMethod[];
  bankAccount: BankAccount | null;
}

/**
 * What the race's settings lack for what it charges, as `[field, message]`: a priced distance needs
 * a way to pay, and bank transfer needs the account to pay into. The form and the API (which also
 * checks the settings as stored, for an edit that leaves some out) apply the same rule.
 */
export function moneyProblems(settings: MoneySettings, priced: boolean): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  if (priced && settings.paymentMethods.length === 0) {
    problems.push(['paymentMethods', 'A race with a price needs at least one payment method']);
  }
  if (settings.paymentMethods.includes('bank_transfer') && settings.bankAccount === null) {
    problems.push(['bankAccount', 'Bank transfer needs the account to pay into']);
  }
  return problems;
}

/** The tier in force at `now`: the first whose `until` is after now; null when free or all past. */
export function tierInForce<T extends { until: string | null }>(
  tiers: readonly T[],
  now: Date,
): T | null {
  return tiers.find((t) => t.until === null || Date.parse(t.until) > now.getTime()) ?? null;
}

/** What the runner pays on top of the price: `percent` of it, rounded to a cent, plus `fixed`. */
export function feeOf(amount: number, fee: RunnerFee | null): number {
  if (fee === null || amount === 0) return 0;
  return Math.round((amount * fee.percent) / 100) + fee.fixed;
}

/** An amount of minor units as people read it: "$45.00", "45,00 €" by the reader's locale. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Crockford's check symbols: the 32 digits and `*~$=U` for remainders 32-36 (mod 37). */
const CHECK_SYMBOLS = `${CROCKFORD}*~$=U`;

function checkSymbol(body: string): string {
  let rest = 0;
  for (const ch of body) rest = (rest * 32 + CROCKFORD.indexOf(ch)) % 37;
  return CHECK_SYMBOLS[rest] ?? '0';
}

/**
 * A bank transfer's reference: `RUN-` and 7 Crockford base32 characters, 6 random and a check
 * character over them (mod 37, so that it catches any single mistyped character). The check character
 * is drawn from the base32 digits only: a body whose check would be `*~$=U` is drawn again, so every
 * reference survives a bank's alphabet.
 */
export function newBankReference(random: (n: number) => Uint8Array): string {
  for (;;) {
    const bytes = random(6);
    const body = Array.from(bytes, (b) => CROCKFORD[b % 32]).join('');
    const check = checkSymbol(body);
    if (CROCKFORD.includes(check)) return `RUN-${body}${check}`;
  }
}

/**
 * A reference as a payer typed it, read back: case, spaces, hyphens and line breaks ignored, O read
 * as 0, I and L as 1. The normalised `RUN-XXXXXXX`, or null when its check character is wrong.
 */
export function readBankReference(typed: string): string | null {
  const plain = typed
    .toUpperCase()
    .replace(/[\s-]+/gu, '')
    .replace(/O/gu, '0')
    .replace(/[IL]/gu, '1');
  const match = /^RUN([0-9A-HJKMNP-TV-Z]{7})$/u.exec(plain);
  const chars = match?.[1];
  if (chars === undefined) return null;
  return checkSymbol(chars.slice(0, 6)) === chars[6] ? `RUN-${chars}` : null;
}

/**
 * The EPC069-12 text ("GiroCode") a banking app scans: version 002, UTF-8, SEPA credit transfer,
 * the payee, the amount in euro and the reference as unstructured remittance text.
 */
export function epcQrText(p: {
  holder: string;
  iban: string;
  bic: string;
  amount: number;
  currency: string;
  reference: string;
}): string {
  const amount = p.currency === 'EUR' ? `EUR${(p.amount / 100).toFixed(2)}` : '';
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    p.bic,
    p.holder.slice(0, 70),
    p.iban,
    amount,
    '',
    '',
    p.reference,
  ]
    .join('\n')
    .trimEnd();
}
