// Discount codes and referrals (docs/coupons.md): a race's codes as the organisers write them, what
// the API answers of them, the sentences a refused code is told with, the console's referrers.
// The race's referral setting is with its other money settings (money-schemas.ts).
import { z } from 'zod';

import { optionalFlag, wholeNumber } from './field-schemas.js';
import { DATE_TIME_FORMAT, isIsoDateString } from './dates.js';
import { AMOUNT_MAX } from './money.js';
import { pageOf } from './query.js';

export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Most codes one batch makes (a sponsor's or a club's single-use codes). */
export const COUPON_BATCH_MAX = 5000;

/** A code as stored and compared: 4-32 of A-Z, 0-9 and hyphens; typed in any case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/u;
const CODE_MESSAGE = 'Code must be 4 to 32 letters, digits or hyphens';

/**
 * A code as typed: trimmed and upper-cased, then checked against `stored` (capitals); the document
 * states `typed`, the same in any case.
 */
const typedCode = (stored: RegExp, typed: string, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(stored, message))
    .meta({ pattern: typed });

export const couponCodeSchema = typedCode(
  COUPON_CODE_PATTERN,
  '^[A-Za-z0-9-]{4,32}$',
  CODE_MESSAGE,
);

/** A runner's referral code (from `?ref=` of their link): letters and digits, any case. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{8}$/u;
export const referralCodeSchema = typedCode(
  REFERRAL_CODE_PATTERN,
  '^[A-Za-z0-9]{8}$',
  'Referral code must be 8 letters or digits',
);

/** Why a code gives no discount, by code: each is a 409 with its own sentence, and nothing is taken. */
export const COUPON_REFUSALS = {
  discount_code_unknown: 'This code does not exist.',
  discount_code_not_yet: 'This code is not valid yet.',
  discount_code_expired: 'This code has expired.',
  discount_code_used_up: 'This code has been used up.',
  discount_code_wrong_distance: 'This code is not valid for this distance.',
} as const;
export type CouponRefusal = keyof typeof COUPON_REFUSALS;

/** 409s of the organisers' code endpoints. */
export const COUPON_CONFLICTS = {
  discount_code_exists: 'A code with this name already exists.',
  discount_code_below_uses: 'This code has already been used more times than that.',
} as const;

/** A code in a path that cannot be one or is not the race's (404), and too many codes tried (429). */
export const COUPON_LOOKUP_REFUSALS = {
  discount_code_format: CODE_MESSAGE,
  no_such_discount_code: 'No such code.',
  too_many_code_tries: 'Too many discount codes tried. Please wait a few minutes and try again.',
} as const;

const PERCENT_MESSAGE = 'A percent code’s value must be a whole percent from 1 to 100';
const AMOUNT_MESSAGE =
  'An amount code’s value must be a whole number of cents from 1 to 10,000,000';

const optionalTime = (label: string) =>
  z
    .string({ error: `${label} must be a date-time` })
    .refine(isIsoDateString, `${label} must be a valid date`)
    .meta(DATE_TIME_FORMAT)
    .nullable()
    .optional();

/** What a code gives and where and when it is valid; a batch's codes share these. */
const couponTermsShape = {
  kind: z.enum(COUPON_KINDS, { error: 'Kind must be percent or amount' }),
  value: z.number({ error: 'Value must be a whole number' }).int('Value must be a whole number'),
  distanceIds: z
    .array(z.string().max(40), { error: 'Distances must be a list of distance ids' })
    .min(1, 'Name at least one distance, or leave distances out for all')
    .max(8)
    .nullable()
    .optional(),
  validFrom: optionalTime('Valid from'),
  validUntil: optionalTime('Valid until'),
  guaranteed: optionalFlag(
    'Guaranteed',
    'Its holder registers for a ballot distance outside the draw (stored only, for now).',
  ),
  perEntry: optionalFlag(
    'Per entry',
    'In an order for several runners, the discount is given to every entry it is valid for; otherwise once per order, to its dearest such entry.',
  ),
};

type Terms = {
  kind?: CouponKind;
  value?: number;
  validFrom?: string | null;
  validUntil?: string | null;
};

/** The value in its kind's range, and a window that ends after it starts. */
function checkTerms(terms: Terms, ctx: z.RefinementCtx): void {
  const { kind, value } = terms;
  if (kind !== undefined && value !== undefined) {
    const [max, message] =
      kind === 'percent' ? [100, PERCENT_MESSAGE] : [AMOUNT_MAX, AMOUNT_MESSAGE];
    if (value < 1 || value > max) ctx.addIssue({ code: 'custom', path: ['value'], message });
  }
  const { validFrom, validUntil } = terms;
  if (validFrom && validUntil && Date.parse(validUntil) <= Date.parse(validFrom)) {
    ctx.addIssue({
      code: 'custom',
      path: ['validUntil'],
      message: 'Valid until must be after valid from',
    });
  }
}

const MAX_USES_MESSAGE = 'Uses must be a whole number from 1 to 100,000';
const maxUses = wholeNumber(1, 100_000, MAX_USES_MESSAGE)
  .nullable()
  .optional()
  .describe('How many registrations may use it; null or absent: no limit.');

/** POST /marathon/{id}/coupons. */
export const couponInputSchema = z
  .strictObject({ code: couponCodeSchema, ...couponTermsShape, maxUses })
  .superRefine(checkTerms);
export type CouponInput = z.input<typeof couponInputSchema>;

const couponTermsObject = z.strictObject({ ...couponTermsShape, maxUses });

/**
 * A code's whole terms, checked as a creation checks them: what an edit must leave (the stored
 * terms with the patch's on top), so that no edit makes a code a creation would refuse.
 */
export const couponTermsSchema = couponTermsObject.superRefine(checkTerms);

/** PATCH /marathon/{id}/coupons/{code}: any of the terms; the code itself stays. */
export const couponPatchSchema = couponTermsObject.partial().superRefine(checkTerms);
export type CouponPatch = z.input<typeof couponPatchSchema>;

const PREFIX_MESSAGE = 'Prefix must be 1 to 20 letters, digits or hyphens';
/** POST /marathon/{id}/coupons/batch: `count` single-use codes `<PREFIX>-<8 random characters>`. */
export const couponBatchSchema = z
  .strictObject({
    prefix: z
      .string({ error: PREFIX_MESSAGE })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9-]{1,20}$/u, PREFIX_MESSAGE))
      .meta({ pattern: '^[A-Za-z0-9-]{1,20}$' }),
    count: wholeNumber(
      1,
      COUPON_BATCH_MAX,
      `Count must be a whole number from 1 to ${COUPON_BATCH_MAX}`,
    ),
    ...couponTermsShape,
  })
  .superRefine(checkTerms);
export type CouponBatchInput = z.input<typeof couponBatchSchema>;

const isoTime = z.string().meta({ format: 'date-time' });

/** A code as the console lists it: its terms, its uses and the money it took off. */
export const couponSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int().describe('A whole percent, or minor units off the price.'),
  distanceIds: z.array(z.string()).nullable().describe('Null: every distance.'),
  maxUses: z.number().int().nullable().describe('Null: no limit.'),
  validFrom: isoTime.nullable(),
  validUntil: isoTime.nullable(),
  guaranteed: z.boolean(),
  perEntry: z.boolean(),
  uses: z
    .number()
    .int()
    .describe('Registrations holding a use now (given back when one ends unpaid).'),
  discounted: z.number().int().describe('The money those uses took off, in minor units.'),
  currency: z.string(),
  createdAt: isoTime,
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponsPageSchema = pageOf('coupons', couponSchema);
export type CouponsPage = z.infer<typeof couponsPageSchema>;

/** A runner who brought others, as the console lists them. */
export const referrerSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  referralCode: z.string(),
  referrals: z.number().int().describe('Referred runners who paid, each counted once.'),
  rewarded: z.number().int().describe('Money refunded to them as rewards, in minor units.'),
});
export type Referrer = z.infer<typeof referrerSchema>;

export const referrersPageSchema = z.object({
  referrers: z.array(referrerSchema),
  nextCursor: z.string().nullable(),
});
export type ReferrersPage = z.infer<typeof referrersPageSchema>;

/** The discount a code gives on `price` (minor units): never below zero, never above the price. */
export function discountOf(kind: CouponKind, value: number, price: number): number {
  const off = kind === 'percent' ? Math.round((price * value) / 100) : value;
  return Math.max(0, Math.min(price, off));
}
