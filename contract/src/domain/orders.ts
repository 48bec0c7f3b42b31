// Orders for several runners (docs/orders.md): one checkout for up to 10 entries, all places or none,
// one payment; each entry its own registration, bib and pass; entries for others managed by the buyer
// until the runner claims theirs; a group pass that checks in the whole order at once.
import { z } from 'zod';

import { optionalFlag } from './field-schemas.js';
import { couponCodeSchema } from './coupons.js';
import { consentAnswerFields } from './consent.js';
import { registrationInputSchema } from './schemas.js';
import { REGISTRATION_STATUSES } from './registration-status.js';
import { teamJoinFields } from './teams.js';

export const ORDER_ENTRIES_MAX = 10;

/** A generated entry id: `g-` and 20 random characters (an account's entry is keyed by its uid). */
export const GUEST_ID = /^g-[A-Za-z0-9]{20}$/u;

/**
 * Why an order, a claim or a withdrawal is refused, by code (a buyer already registered is told
 * REGISTRATION_REFUSALS.already_registered). An order's refusal about one of its entries names it: the
 * English starts "Entry 2: " (or "Entry 2 (Ann Lee): "), and `params.entry` is the entry's number.
 */
export const ORDER_REFUSALS = {
  two_self_entries: 'At most one entry may be you (self).',
  email_registered: '{email} is already registered for this marathon.',
  same_email: 'Two entries of the order have the same email.',
  order_unpaid:
    'This order is waiting for its payment: pay it first, or let its hold run out before withdrawing an entry.',
  entry_claimed: 'This entry was claimed by its runner: they manage it now.',
  no_such_entry: 'No such entry in this order.',
  claim_link_invalid:
    'This claim link is not valid: it may have been used already or it has expired.',
  order_not_pending: 'This order is not waiting for a payment.',
  no_such_order: 'No such order of yours.',
  order_too_few_places:
    '{distance} has too few places left for this order: entry {entry} ({name}) cannot have one. Nothing was taken.',
  verify_email_to_order:
    'Verify your email address before registering other runners: open the link in the verification mail, then sign in again.',
  claim_mail_quota:
    'An account may register other runners at {max} addresses a day; try again in {hours} hours.',
} as const;

export const orderEntrySchema = registrationInputSchema.extend({
  self: optionalFlag(
    'self',
    'This entry is the buyer themself (stored under the buyer’s account); at most one.',
  ),
});
export type OrderEntryInput = z.input<typeof orderEntrySchema>;

export const orderInputSchema = z.strictObject({
  ...teamJoinFields,
  entries: z
    .array(orderEntrySchema, { error: 'entries must be a list of runners' })
    .min(1, 'An order needs at least one entry')
    .max(ORDER_ENTRIES_MAX, `An order holds at most ${ORDER_ENTRIES_MAX} entries`),
  code: couponCodeSchema
    .optional()
    .describe(
      'A discount code (docs/coupons.md): its discount once per order, to the dearest entry it is valid for, or to each such entry when the code is `perEntry`; one use per order.',
    ),
  useCredit: optionalFlag(
    'useCredit',
    'Whether the buyer’s deferral credit from this organiser pays what it covers (default true).',
  ),
});
export type OrderInput = z.input<typeof orderInputSchema>;

/**
 * POST /marathon/{id}/quote: what an order would cost, from the same pricing as placing it, taking
 * nothing. Its lines are an order's entries, each with its `kind`.
 */
export const orderQuoteInputSchema = z.strictObject({
  lines: z
    .array(orderEntrySchema.extend({ kind: z.literal('entry', { error: 'kind must be entry' }) }), {
      error: 'lines must be a list of order lines',
    })
    .min(1, 'A quote needs at least one line')
    .max(ORDER_ENTRIES_MAX, `An order holds at most ${ORDER_ENTRIES_MAX} lines`),
  code: orderInputSchema.shape.code,
  useCredit: orderInputSchema.shape.useCredit,
});
export type OrderQuoteInput = z.input<typeof orderQuoteInputSchema>;

/**
 * PATCH .../orders/{orderId}/entries/{registrationId}: the contact of an entry the buyer still
 * manages (docs/orders.md); its distance, answers and waiver stay as ordered.
 */
export const entryContactSchema = registrationInputSchema.pick({
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  emergencyContact: true,
});
export type EntryContactInput = z.input<typeof entryContactSchema>;

const orderStatus = z.enum(['pending_payment', 'confirmed', 'expired']);

const orderedEntry = z.object({
  registrationId: z.string().describe('The entry’s id: the buyer’s uid for `self`, else `g-…`.'),
  distanceId: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
});

const orderPayment = z.object({
  total: z.number().int().describe('The order’s total, in minor units: the sum of its entries.'),
  currency: z.string(),
  dueAt: z.string().meta({ format: 'date-time' }).describe('Until when the places are held.'),
  discount: z
    .number()
    .int()
    .optional()
    .describe('What the order’s code took off, in minor units (present when it took something).'),
  credit: z
    .number()
    .int()
    .optional()
    .describe('What the buyer’s credit paid, in minor units (present when it paid something).'),
});

export const orderCreatedSchema = z.object({
  orderId: z.string(),
  status: orderStatus,
  entries: z.array(orderedEntry),
  payment: orderPayment.optional().describe('Present for a priced order: what to pay, by when.'),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** One entry of the buyer's order as My Apply List shows it: the runner, their state and pass. */
const myOrderEntry = orderedEntry.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  self: z.boolean(),
  claimed: z.boolean().describe('Taken into the runner’s own account: no longer the buyer’s.'),
  bib: z.number().int().nullable(),
  passId: z.string().nullable(),
  total: z.number().int().describe('This entry’s share of the order, in minor units.'),
  // The runner's consent, which the buyer may change while they manage the entry (docs/messages.md).
  ...consentAnswerFields,
});

export const myOrderSchema = z.object({
  orderId: z.string(),
  marathonId: z.string(),
  title: z.string(),
  status: orderStatus,
  createdAt: z.string().meta({ format: 'date-time' }),
  entries: z.array(myOrderEntry),
  payment: orderPayment.optional(),
  groupPassId: z
    .string()
    .nullable()
    .describe('The group pass: one scan checks in every confirmed entry; null until confirmed.'),
});
export type MyOrder = z.infer<typeof myOrderSchema>;

export const claimInputSchema = z.strictObject({
  token: z
    .string({ error: 'token must be the claim link’s token' })
    .min(1, 'token must be the claim link’s token')
    .max(64, 'token must be the claim link’s token'),
});

export const claimedSchema = z.object({
  registrationId: z.string().describe('The entry’s new id: the caller’s uid.'),
  passId: z.string().nullable().describe('A new race pass (the old one no longer opens).'),
});

/** One runner checked in by a group pass. */
export const groupCheckInSchema = z.object({
  runners: z.array(
    z.object({
      registrationId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      bib: z.number().int().nullable(),
      alreadyCheckedIn: z.boolean(),
      checkedInAt: z.string().meta({ format: 'date-time' }),
    }),
  ),
});
export type GroupCheckIn = z.infer<typeof groupCheckInSchema>;
