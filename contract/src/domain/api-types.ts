// The JSON shapes the API answers (docs/api.md), as zod schemas: the endpoint declarations
// name them per status, /api/openapi.json publishes them, and the types below are read off them.
import { z } from 'zod';

import { distanceBallotSchema } from './ballot.js';
import { LANGUAGES } from './languages.js';
import { consentAnswerFields } from './consent.js';
import { PAYMENT_METHODS } from './money.js';
import { organiserDetailFields } from './organiser-details.js';
import { pageOf } from './query.js';
import { REFUND_BANDS } from './refunds.js';
import { refusalCodeSchema } from './refusals.js';
import { REGISTRATION_STATUSES } from './registration-status.js';
import { QUESTION_TYPES, STAFF_ROLES } from './schemas.js';

const isoTime = z.string().meta({ format: 'date-time' });
/** A stored record's time: ISO 8601, or empty for a record written outside the API without one. */
const recordTime = z.string().describe('ISO 8601 date-time; empty when the record has none');

/** What a registration owes or paid (docs/payments.md); null for a free one. */
export const registrationPaymentSchema = z.object({
  amount: z.number().int().describe('The tier’s price, in minor units (cents).'),
  fee: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  tierLabel: z.string(),
  dueAt: isoTime.describe('Until when the place is held unpaid.'),
  method: z
    .enum([...PAYMENT_METHODS, 'manual'])
    .nullable()
    .describe('How it is (being) paid.'),
  paymentId: z.string().nullable().describe('The ledger entry of the latest attempt.'),
  bankReference: z.string().nullable().describe('The reference to quote on a bank transfer.'),
  paidAt: isoTime.nullable(),
  creditApplied: z
    .number()
    .int()
    .optional()
    .describe('What a deferral’s credit paid of `total` (docs/transfers.md); the rest is due.'),
  discount: z
    .number()
    .int()
    .optional()
    .describe(
      'What a discount code took off `amount` (docs/coupons.md); `total` is `amount - discount + fee`.',
    ),
  code: z.string().optional().describe('The discount code used, if any.'),
});
export type RegistrationPayment = z.infer<typeof registrationPaymentSchema>;

export const participantSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  emergencyContact: z.string(),
  distanceId: z.string().describe('The distance the runner registered for (docs/places.md).'),
  answers: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .describe('Answers to the race’s questions, by question id (personal: organisers only).'),
  dateOfBirth: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD, asked for a distance with a minimum age.'),
  waiverVersion: z.number().int().nullable().describe('The waiver version the runner accepted.'),
  waiverAcceptedAt: z.string().nullable(),
  bib: z.number().int().nullable(),
  passId: z
    .string()
    .nullable()
    .describe('The race pass’s random id; null for a registration made before passes.'),
  checkedInAt: z.string().nullable(),
  status: z
    .enum(REGISTRATION_STATUSES)
    .describe('`pending_payment` holds the place until `payment.dueAt`; free races are confirmed.'),
  payment: registrationPaymentSchema.nullable(),
  byTransfer: z
    .boolean()
    .describe('Whether the runner came by a transfer from another runner (docs/transfers.md).'),
  disputed: z
    .boolean()
    .describe(
      'Whether the payer’s bank disputes the payment (a chargeback): the place stands, staff are told (docs/payments.md).',
    ),
  createdAt: recordTime,
  updatedAt: recordTime,
});
export type Participant = z.infer<typeof participantSchema>;

export const REFUND_STATES = ['pending', 'done', 'failed', 'manual'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
/**
 * Why money went back: the policy's `full` or `partial` band on a withdrawal, an organiser's refund,
 * a cancelled race, late money, a refund made at the provider (Stripe's dashboard), or what a bank
 * transfer paid beyond the price.
 */
export const REFUND_REASONS_KINDS = [
  'full',
  'partial',
  'organiser',
  'cancelled',
  'late',
  'provider',
  'overpaid',
  'referral',
] as const;

/** A refund as its runner sees it: in the withdrawal's answer and on My Apply List. */
export const refundSummarySchema = z.object({
  amount: z.number().int(),
  currency: z.string(),
  state: z
    .enum(REFUND_STATES)
    .describe(
      '`pending` at the provider, `done`, `failed`, or `manual`: the organiser pays it back.',
    ),
});
export type RefundSummary = z.infer<typeof refundSummarySchema>;

const placeChangeSettings = z.object({
  enabled: z.boolean(),
  untilDays: z.number().int(),
  fee: z.number().int(),
});

/** One distance of a race with its places (docs/places.md). */
export const distanceSchema = z.object({
  id: z.string().describe('Assigned by the server; never changes.'),
  name: z.string(),
  runningDistance: z.string(),
  capacity: z.number().int().nullable().describe('The field limit, or null for no limit.'),
  minimumAge: z.number().int().nullable(),
  bibFrom: z.number().int().nullable(),
  bibTo: z.number().int().nullable(),
  registrationCount: z.number().int().min(0),
  placesLeft: z.number().int().min(0).nullable(),
  waitlistCount: z.number().int().min(0),
  prices: z
    .array(z.object({ label: z.string(), amount: z.number().int(), until: isoTime.nullable() }))
    .optional()
    .describe('The price tiers, sorted by `until`; absent for a free distance.'),
  price: z
    .object({
      label: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      until: isoTime.nullable(),
    })
    .nullable()
    .describe('The tier in force now; null for a free distance or when every tier has ended.'),
  ballot: distanceBallotSchema
    .nullable()
    .optional()
    .describe('Its ballot (docs/ballot.md); absent or null: places go first come.'),
  startTime: z
    .string()
    .optional()
    .describe(
      'HH:MM in the race’s `timeZone` when this distance starts apart; absent: the race’s.',
    ),
  teams: z
    .object({ minSize: z.number().int(), maxSize: z.number().int() })
    .optional()
    .describe('Its teams’ sizes (docs/teams.md); absent: no teams.'),
});
export type Distance = z.infer<typeof distanceSchema>;

/** A question of the registration form (docs/registration.md); public, like the form. */
export const questionSchema = z.object({
  id: z.string().describe('Assigned by the server; never changes.'),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z
    .array(z.string())
    .describe('The choices of a `choice`; empty otherwise. What an answer sends, in any language.'),
  optionLabels: z
    .array(z.string())
    .optional()
    .describe(
      'In GET /marathon/{id} served in a translation that words them: how to show each of `options`, in their order.',
    ),
  required: z.boolean(),
  distanceIds: z.array(z.string()).nullable().describe('The distances asked; null for every one.'),
});
export type Question = z.infer<typeof questionSchema>;

export const waiverSchema = z.object({
  text: z.string(),
  version: z.number().int().min(1).describe('Raised by the server whenever the text changes.'),
});

export const marathonSchema = z.object({
  _id: z.string(),
  title: z.string(),
  startRegistrationDate: isoTime,
  endRegistrationDate: isoTime,
  marathonStartDate: isoTime,
  startTime: z
    .string()
    .optional()
    .describe('HH:MM on the race day in `timeZone`; absent: no time set (the race is a day).'),
  timeZone: z
    .string()
    .optional()
    .describe('The IANA time zone of the start times, e.g. America/Chicago.'),
  location: z.string(),
  runningDistance: z.string(),
  marathonImageURL: z.string(),
  description: z.string(),
  createdBy: z
    .string()
    .describe(
      'The organiser’s display name ("RUN organiser" without one); the organiser sees their email.',
    ),
  createdByUid: z.string().describe('The organiser’s uid: what decides ownership.'),
  createdAt: isoTime,
  registrationCount: z.number().int().min(0),
  capacity: z.number().int().nullable().describe('The field limit, or null for no limit.'),
  placesLeft: z
    .number()
    .int()
    .nullable()
    .describe(
      'capacity minus registrations minus open offers (never below 0), or null for no limit.',
    ),
  waitlistCount: z.number().int().min(0).describe('Runners on the waitlist, offers included.'),
  offerHours: z.number().int().describe('How long a place offered to the waitlist is held.'),
  distances: z
    .array(distanceSchema)
    .min(1)
    .describe(
      'The race’s distances; the top-level runningDistance is the first’s, counts are sums, capacity and placesLeft sums or null.',
    ),
  reservedBibs: z
    .array(z.number().int())
    .optional()
    .describe('Bibs never given automatically: in GET /marathon/{id} and /my-registrations.'),
  questions: z
    .array(questionSchema)
    .optional()
    .describe('The registration form’s questions: in GET /marathon/{id} and /my-registrations.'),
  waiver: waiverSchema
    .nullable()
    .optional()
    .describe('The waiver to accept, or null: in GET /marathon/{id} and /my-registrations.'),
  participants: z
    .array(participantSchema)
    .optional()
    .describe('Only in GET /marathon/{id} for the event’s creator.'),
  volunteerThanksCode: z
    .string()
    .nullable()
    .optional()
    .describe(
      'Only in GET /marathon/{id} for the organisers: the discount code mailed to each volunteer after check-out (docs/volunteers.md), or null.',
    ),
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe(
      'In GET /marathon/{id}: the language of the race’s own texts served, a translation’s, or en (the original) when no translated text was served.',
    ),
  currency: z.string().describe('ISO 4217, upper case: every amount of the race is in it.'),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  cardPaused: z
    .literal(true)
    .optional()
    .describe(
      'Card is one of its methods, but its organiser’s payout account is not ready (`connect` payouts): card is not offered now.',
    ),
  paymentHoldMinutes: z.number().int(),
  bankTransferDays: z.number().int(),
  runnerFee: z.object({ percent: z.number(), fixed: z.number().int() }).nullable(),
  refundPolicy: z
    .object({
      fullUntilDays: z.number().int(),
      partialUntilDays: z.number().int(),
      partialPercent: z.number().int(),
    })
    .describe(
      'Refunds on withdrawal: everything paid from fullUntilDays before the race, partialPercent of it from partialUntilDays, none after.',
    ),
  bankAccount: z
    .object({ holder: z.string(), iban: z.string(), bic: z.string() })
    .nullable()
    .optional()
    .describe('Where bank transfers go: in GET /marathon/{id} and /my-registrations.'),
  transfers: placeChangeSettings.describe(
    'Whether a runner may give their place to another, until how many days before the race, and the fee the recipient pays.',
  ),
  deferrals: placeChangeSettings.describe(
    'Whether a paid runner may give their place back for a credit, until how many days before the race, and the fee kept from the credit.',
  ),
  referrals: z
    .object({ enabled: z.boolean(), every: z.number().int(), reward: z.number().int() })
    .describe(
      'Whether runners have referral links, and the reward (minor units) refunded to a referrer every `every` referred runners who paid (docs/coupons.md).',
    ),
  // Who issues the receipts: in GET /marathon/{id} and /my-registrations, each only when given.
  ...organiserDetailFields,
});
export type Marathon = z.infer<typeof marathonSchema>;

/** An item of GET /my-registrations/{userId}: the marathon plus the caller's own record. */
export const myRegistrationSchema = marathonSchema.extend({
  totalRegistrationCount: z.array(
    participantSchema.extend({
      marathonId: z.string(),
      refund: refundSummarySchema
        .nullable()
        .optional()
        .describe('The latest refund of the runner’s payment for this race, if any.'),
      transfer: z
        .object({ transferId: z.string(), email: z.string(), expiresAt: isoTime })
        .nullable()
        .optional()
        .describe('The runner’s open transfer of this place, if any (docs/transfers.md).'),
      distanceChange: z
        .object({ distanceId: z.string(), payment: registrationPaymentSchema })
        .nullable()
        .optional()
        .describe(
          'The runner’s change to a dearer distance waiting for the difference (`payment`), if any (docs/transfers.md).',
        ),
      referralCode: z
        .string()
        .nullable()
        .describe(
          'The runner’s referral code for the link `/marathons/{id}?ref={referralCode}`: set once confirmed on a race with referrals enabled, else null.',
        ),
      referrals: z.number().int().describe('Referred runners who paid so far, each counted once.'),
      // The runner's consent to texts and news, changed by PATCH .../consent (docs/messages.md).
      ...consentAnswerFields,
    }),
  ),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

export const participantsPageSchema = pageOf('participants', participantSchema);
export type ParticipantsPage = z.infer<typeof participantsPageSchema>;

export const opinionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Not sent by GET /opinion: commenters' addresses are stored for the team, never published. */
  email: z.string().optional(),
  opinion: z.string(),
  createdAt: isoTime,
});
export type Opinion = z.infer<typeof opinionSchema>;

const refusalParamsSchema = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .optional()
  .describe('The variable parts of the sentence, by the name of its placeholder in the catalogue.');

export const apiErrorSchema = z.object({
  error: z.string().describe('A sentence for the person using the product, in English.'),
  code: refusalCodeSchema,
  params: refusalParamsSchema,
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const insertedSchema = z.object({ insertedId: z.string() });
export type InsertedResponse = z.infer<typeof insertedSchema>;

export const updatedSchema = z.object({
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
});
export type UpdateResponse = z.infer<typeof updatedSchema>;

export const deletedSchema = z.object({ deletedCount: z.number().int() });
export type DeleteResponse = z.infer<typeof deletedSchema>;

/** 409 of PATCH /marathonApply/{id}: `soldOut` when no place is left (not for a closed window). */
export const soldOutSchema = apiErrorSchema.extend({
  soldOut: z.literal(true).optional(),
  waiverVersion: z
    .number()
    .int()
    .optional()
    .describe('With "The waiver has changed": the version to read and accept.'),
  distanceId: z.string().optional().describe('The sold-out distance, on a race with several.'),
});
export type SoldOutBody = z.infer<typeof soldOutSchema> & { soldOut: true };

/** POST /marathon/{id}/waitlist: 201 new, 200 already waiting. */
export const waitlistPositionSchema = z.object({ position: z.number().int().min(1) });
export type WaitlistPosition = z.infer<typeof waitlistPositionSchema>;

const offerExpiresAt = isoTime
  .nullable()
  .describe('Until when a place is held for the runner; null while waiting.');

/** An item of GET /my-waitlist/{userId}. */
export const myWaitlistItemSchema = z.object({
  marathonId: z.string(),
  title: z.string(),
  distanceId: z.string(),
  distanceName: z.string(),
  position: z.number().int().min(1),
  offerExpiresAt,
});
export type MyWaitlistItem = z.infer<typeof myWaitlistItemSchema>;

/** A row of the creator's GET /marathon/{id}/waitlist. */
export const waitlistEntrySchema = participantSchema.extend({
  distanceName: z.string(),
  position: z.number().int().min(1).describe('1-based, among those waiting for the same distance.'),
  joinedAt: isoTime,
  offerExpiresAt,
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistPageSchema = pageOf('waitlist', waitlistEntrySchema);
export type WaitlistPage = z.infer<typeof waitlistPageSchema>;

const duePaymentSchema = registrationPaymentSchema.pick({
  amount: true,
  fee: true,
  total: true,
  currency: true,
  tierLabel: true,
  dueAt: true,
  creditApplied: true,
  discount: true,
  code: true,
});

export const applyResponseSchema = z.object({
  modifiedCount: z.union([z.literal(0), z.literal(1)]),
  status: z
    .enum(REGISTRATION_STATUSES)
    .optional()
    .describe(
      '`confirmed` for a free distance, `pending_payment` (with `payment`) for a priced one; absent when nothing changed.',
    ),
  payment: duePaymentSchema.optional(),
});

/** GET /marathon/{id}/quote: `total` is `amount - discount + fee` (the fee on the discounted price). */
export const quoteSchema = z.object({
  distanceId: z.string(),
  tier: z.object({ label: z.string(), until: isoTime.nullable() }).nullable(),
  amount: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  code: z.string().nullable().describe('The discount code applied (upper case), or null.'),
  discount: z.number().int().describe('What the code takes off `amount`; 0 without one.'),
});
export type Quote = z.infer<typeof quoteSchema>;

/** GET /payments/methods: each payment method's public part, in the registry's order. */
export const paymentMethodsSchema = z.array(
  z.object({
    method: z.enum(PAYMENT_METHODS),
    label: z.string().describe('Its name in a race’s settings: "Card".'),
    payLabel: z.string().describe('The runner’s button: "Pay by card".'),
    currencies: z
      .array(z.string())
      .nullable()
      .describe('The currencies it takes (ISO 4217); null for any the race has.'),
    refunds: z.string().describe('Where its refunds go back to: "card", "bank account".'),
  }),
);
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const bankInstructionsSchema = z.object({
  holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  dueAt: isoTime,
  epcQr: z.string().describe('The EPC069-12 text a banking app scans as a QR code.'),
});
export type BankInstructions = z.infer<typeof bankInstructionsSchema>;

/** POST /marathon/{id}/registrations/{userId}/payments. */
export const paymentStartedSchema = z.object({
  paymentId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  redirectUrl: z.string().optional().describe('Where the runner pays (card, PayPal).'),
  instructions: bankInstructionsSchema.optional().describe('How to pay by bank transfer.'),
});
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

export const PAYMENT_STATES = [
  'started',
  'succeeded',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
] as const;

/** A ledger entry, `marathons/{id}/payments/{paymentId}`. */
export const paymentSchema = z.object({
  paymentId: z.string(),
  userId: z.string(),
  runnerName: z.string(),
  distanceId: z.string(),
  method: z.enum([...PAYMENT_METHODS, 'manual']),
  provider: z.string(),
  providerRef: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  state: z.enum(PAYMENT_STATES),
  refunded: z.number().int(),
  credited: z.number().int().describe('What of it a deferral turned into a credit.'),
  disputed: z.number().int().describe('What of it a dispute (chargeback) holds or took back.'),
  received: z
    .number()
    .int()
    .describe('What bank statements credited to a bank transfer so far (0 for other methods).'),
  payerIban: z.string().nullable().describe('The bank transfer payer’s IBAN, from a statement.'),
  note: z.string(),
  code: z
    .string()
    .nullable()
    .optional()
    .describe('The discount code the registration it pays for used (docs/coupons.md).'),
  createdAt: isoTime,
  succeededAt: isoTime.nullable(),
  platformFee: z
    .number()
    .int()
    .describe('What the site keeps of it (`connect` payouts; 0 otherwise).'),
  feeRefunded: z
    .number()
    .int()
    .describe('What of the site’s fee went back with refunds and disputes.'),
  transferReversed: z
    .number()
    .int()
    .describe('What was taken back from the organiser’s account (refunds, disputes not won).'),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What the books check finds wrong; it must never find one. */
export const BOOKS_DISCREPANCY_KINDS = [
  'unpaid_confirmed',
  'over_returned',
  'refunds_mismatch',
  'place_count',
  'money_kept',
  'bank_row_twice',
  'transfer_mismatch',
  'returned_confirmed',
  'unearned_reward',
] as const;

/** The race's books (GET /marathon/{id}/books): sums from the ledger, and what does not agree. */
export const booksSchema = z.object({
  currency: z.string(),
  paid: z.number().int().describe('Money received.'),
  refunded: z.number().int(),
  credited: z.number().int().describe('Turned into deferral credits.'),
  disputed: z.number().int().describe('Held or taken back by disputes.'),
  pending: z.number().int().describe('What started attempts to pay ask.'),
  net: z.number().int().describe('paid - refunded - credited - disputed'),
  discrepancies: z.array(
    z.object({
      kind: z.enum(BOOKS_DISCREPANCY_KINDS),
      registration: z.string().optional().describe('The runner’s user id.'),
      paymentId: z.string().optional(),
      detail: z.string(),
    }),
  ),
});
export type Books = z.infer<typeof booksSchema>;
export type BooksDiscrepancy = Books['discrepancies'][number];

export const paymentsPageSchema = pageOf('payments', paymentSchema);
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

/** What the test provider's page and PayPal's return page show of one payment (GET /payments/{paymentId}). */
export const paymentViewSchema = z.object({
  paymentId: z.string(),
  marathonId: z.string(),
  title: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  state: z.enum(PAYMENT_STATES),
  method: z.enum([...PAYMENT_METHODS, 'manual']),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** GET /marathon/{id}/payments/{paymentId}/receipt: one payment's receipt (docs/payments.md). */
export const receiptSchema = z.object({
  receiptNumber: z
    .string()
    .nullable()
    .describe('`R-` and 8 characters, the same for the payment every time; null until it is paid.'),
  paymentId: z.string(),
  marathonId: z.string(),
  title: z.string().describe('The race.'),
  distanceName: z.string(),
  runnerName: z.string(),
  state: z.enum(PAYMENT_STATES),
  paid: z.boolean().describe('Whether the money arrived (some of it perhaps refunded since).'),
  method: z.enum([...PAYMENT_METHODS, 'manual']),
  price: z.number().int().describe('The tier’s price, in minor units.'),
  discount: z.number().int().describe('What a discount code took off the price.'),
  fee: z.number().int().describe('The runner’s fee added to it.'),
  credit: z.number().int().describe('What a deferral’s credit paid of it.'),
  total: z.number().int().describe('What this payment took: the ledger entry’s amount.'),
  refunded: z.number().int(),
  currency: z.string(),
  code: z.string().nullable().describe('The discount code used, if any.'),
  paidAt: isoTime.nullable(),
  bankReference: z
    .string()
    .nullable()
    .describe('The reference a bank transfer quotes (also while it is awaited).'),
  organiser: z.object({
    name: z.string().nullable(),
    address: z.string().nullable(),
    vatNumber: z.string().nullable(),
  }),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/** The providers whose events `POST /payments/webhook/{provider}` takes. */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'paypal'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** GET /marathon/{id}/registrations/{userId}/refund-quote. */
export const refundQuoteSchema = z.object({
  band: z.enum(REFUND_BANDS),
  amount: z.number().int().describe('What goes back, in minor units: 0 when nothing was paid.'),
  currency: z.string(),
  until: isoTime.nullable().describe('When this band ends; null for `none`.'),
});
export type RefundQuoteAnswer = z.infer<typeof refundQuoteSchema>;

/** `marathons/{id}/refunds/{refundId}`. */
export const refundSchema = refundSummarySchema.extend({
  refundId: z.string(),
  paymentId: z.string(),
  userId: z.string(),
  runnerName: z.string(),
  method: z.enum([...PAYMENT_METHODS, 'manual']),
  band: z.enum(REFUND_REASONS_KINDS),
  reason: z.string(),
  createdAt: isoTime,
  paidAt: isoTime.nullable().describe('When a `manual` refund was marked paid.'),
  payerIban: z
    .string()
    .nullable()
    .describe('Where a bank transfer refund goes: the payer’s IBAN, when a bank import knew it.'),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundsPageSchema = pageOf('refunds', refundSchema);
export type RefundsPage = z.infer<typeof refundsPageSchema>;

/** DELETE /registrations/{marathonId}: with `refund` when money goes back. */
export const withdrawnSchema = z.object({
  deletedCount: z.number().int(),
  refund: refundSummarySchema.optional(),
});
export type WithdrawResponse = z.infer<typeof withdrawnSchema>;
export type ApplyResponse = z.infer<typeof applyResponseSchema>;

export const acceptedSchema = z.object({
  modifiedCount: z.literal(1),
  status: applyResponseSchema.shape.status,
  payment: applyResponseSchema.shape.payment,
});
export type AcceptResponse = z.infer<typeof acceptedSchema>;

/** PATCH of a registration: a change to a dearer distance answers what is due for the difference. */
export const changedSchema = updatedSchema.extend({
  status: applyResponseSchema.shape.status,
  payment: applyResponseSchema.shape.payment,
});
export type ChangeResponse = z.infer<typeof changedSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  type: z.enum(['registered', 'updated', 'withdrawn']),
  userId: z.string(),
  runnerName: z
    .string()
    .describe('The runner’s first and last name as registered (before a withdrawal).'),
  at: isoTime,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export type ActivityType = ActivityEntry['type'];

export const activityPageSchema = pageOf('activity', activityEntrySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const healthSchema = z.object({ ok: z.literal(true) });

export const jobStartedSchema = z.object({ jobId: z.string() });

export const bibJobSchema = z.object({
  state: z.enum(['running', 'done', 'failed']),
  assigned: z.number().int().min(0),
  remaining: z.number().int().min(0),
  error: z.string().optional().describe('Why it failed (a range too small names the distance).'),
});
export type BibJob = z.infer<typeof bibJobSchema>;

export const bibSetSchema = z.object({ bib: z.number().int().nullable() });

const runnerOnRaceDay = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bib: z.number().int().nullable(),
  distanceId: z.string(),
});

export const checkInResultSchema = z.object({
  alreadyCheckedIn: z.boolean(),
  checkedInAt: isoTime.describe('The first check-in’s time.'),
  runner: runnerOnRaceDay.extend({ distanceName: z.string() }),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** One runner of a roster page (GET /marathon/{id}/roster): the whole pass, never contact details. */
export const rosterEntrySchema = runnerOnRaceDay.extend({
  passId: z.string().nullable(),
  checkedInAt: isoTime.nullable(),
  disputed: z
    .boolean()
    .optional()
    .describe('Present (true) when the runner’s payment is disputed.'),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const rosterPageSchema = pageOf('runners', rosterEntrySchema);
export type RosterPage = z.infer<typeof rosterPageSchema>;

/**
 * The whole roster of a race as the check-in screen keeps it offline (docs/race-day.md): one column
 * per field, row `i` of every column is one runner, so 30,000 runners do not repeat each field name
 * 30,000 times. The pass is only its key (domain/roster.ts: enough to match a scan on the device; the
 * API checks the whole pass). Never emails, phones, emergency contacts or answers.
 */
export const rosterSchema = z.object({
  asOf: isoTime.describe('When the server read the roster.'),
  distanceIds: z.array(z.string()).describe('The distances `runners.distance` points into.'),
  runners: z
    .object({
      userId: z
        .array(z.string().nullable())
        .describe(
          'Each runner’s uid when they have no race pass (null: the pass key names the runner; check them in by `passKey`).',
        ),
      firstName: z.array(z.string()),
      lastName: z.array(z.string()),
      bibStep: z
        .array(z.number().int().nullable())
        .describe(
          'Each runner’s bib as its step from the previous bib in the column (the first from 0); runners are in bib order, those without a bib (null) last.',
        ),
      distance: z
        .array(z.number().int().min(0))
        .describe('Each runner’s distance: an index into `distanceIds`.'),
      passKey: z
        .array(z.string().nullable())
        .describe('The first 8 characters of each runner’s race pass (null: no pass).'),
      checkedInAt: z
        .array(z.number().int().nullable())
        .describe(
          'When each runner was first checked in, milliseconds since 1970 (null: not yet).',
        ),
    })
    .describe('Columns of equal length, one entry per runner.'),
  disputed: z
    .array(z.number().int().min(0))
    .optional()
    .describe('The rows (indexes into the columns) whose payment is disputed: staff are told.'),
  groups: z
    .array(
      z.object({
        key: z.string().describe('The first 8 characters of an order’s group pass.'),
        rows: z.array(z.number().int().min(0)).describe('The rows of the order’s entries.'),
      }),
    )
    .optional()
    .describe('Orders for several runners: a group pass scanned offline finds its runners.'),
});
export type Roster = z.infer<typeof rosterSchema>;

export const staffMemberSchema = z.object({
  staffId: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  state: z.enum(['invited', 'active']),
  acceptedBy: z
    .object({ uid: z.string(), email: z.string().nullable() })
    .nullable()
    .describe('The account that accepted the invitation (its email then), null until one has.'),
  invitedAt: isoTime,
  expiresAt: isoTime.describe('When an unused invitation stops working.'),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffCreatedSchema = z.object({ staffId: z.string() });

export const transferCreatedSchema = z.object({ transferId: z.string() });

/** A deferral's credit (docs/transfers.md): what it pays of a later race of the same organiser. */
export const creditSchema = z.object({
  creditId: z.string(),
  amount: z.number().int().describe('Minor units of `currency`.'),
  currency: z.string(),
  organiserUid: z.string(),
  fromMarathonId: z.string(),
  fromTitle: z.string(),
  expiresAt: isoTime,
  usedAt: isoTime.nullable(),
});
export type Credit = z.infer<typeof creditSchema>;

/** An item of the console's list of a race's deferrals. */
export const deferralSchema = z.object({
  userId: z.string(),
  name: z.string(),
  distanceId: z.string(),
  deferredAt: isoTime,
  credit: z.number().int().describe('The credit given, in minor units of `currency`.'),
  currency: z.string(),
});
export type Deferral = z.infer<typeof deferralSchema>;

/** GET /marathon/{id}/transfers/{token}: what the recipient of a transfer is offered. */
export const transferViewSchema = z.object({
  marathonId: z.string(),
  title: z.string(),
  distanceId: z.string(),
  distanceName: z.string(),
  fee: z.number().int().describe('What the recipient pays, in minor units; 0 for none.'),
  currency: z.string(),
  expiresAt: isoTime.describe('When the link stops working.'),
});
export type TransferView = z.infer<typeof transferViewSchema>;

export const TRANSFER_STATES = [
  'open',
  'pending_payment',
  'accepted',
  'cancelled',
  'expired',
] as const;

/** An item of the console's list of a race's transfers. */
export const transferSchema = z.object({
  transferId: z.string(),
  state: z
    .enum(TRANSFER_STATES)
    .describe(
      '`open` until accepted, cancelled or `expired` (past `expiresAt`); `pending_payment` while the recipient owes the fee.',
    ),
  fromUserId: z.string(),
  fromName: z.string(),
  toUserId: z.string().nullable(),
  toName: z.string().nullable(),
  email: z.string().describe('The address the link was sent to.'),
  distanceId: z.string(),
  bib: z.number().int().nullable(),
  createdAt: isoTime,
  expiresAt: isoTime,
  acceptedAt: isoTime.nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;
export const staffRoleSchema = z.object({ role: z.enum(STAFF_ROLES) });

/** An item of GET /my-staff-races/{userId}: a race the caller helps with, and as what. */
export const staffRaceSchema = z.object({
  role: z.enum(STAFF_ROLES),
  marathon: marathonSchema,
});
export type StaffRace = z.infer<typeof staffRaceSchema>;

const countBy = z.record(z.string(), z.number().int().min(0));

/** GET /marathon/{id}/stats (docs/race-day.md). */
export const marathonStatsSchema = z.object({
  registrations: z.object({
    total: z.number().int().min(0),
    byDistance: countBy,
    byDay: z
      .array(z.object({ date: z.string(), count: z.number().int().min(0) }))
      .describe('Registrations held now by the UTC day each registered; sums to total.'),
  }),
  waitlist: z.object({
    waiting: z.number().int().min(0).describe('Runners waiting without an offer.'),
    offered: z.number().int().min(0),
  }),
  checkIns: z.object({ total: z.number().int().min(0), byDistance: countBy }),
  answers: z
    .record(z.string(), countBy)
    .describe('For each choice question, how many registrations chose each option.'),
  answersByDistance: z
    .record(z.string(), z.record(z.string(), countBy))
    .describe(
      'For each choice question, for each distance that asks it, how many of its registrations chose each option.',
    ),
  mail: z.object({
    sent: z.number().int().min(0),
    pending: z.number().int().min(0),
    failed: z.number().int().min(0),
  }),
  money: z
    .object({
      currency: z.string(),
      paid: z.number().int(),
      pending: z.number().int(),
      refunded: z.number().int(),
      byDistance: countBy,
      byMethod: countBy,
    })
    .describe('From the payments ledger, in minor units: paid, started (pending) and refunded.'),
});
export type MarathonStats = z.infer<typeof marathonStatsSchema>;

/** POST /marathon/{id}/quote (docs/orders.md, "Quoting an order"). */
const minor = (what: string) => z.number().int().describe(`${what}, in minor units.`);

export const orderQuoteSchema = z.object({
  lines: z.array(
    z.object({
      lineIndex: z.number().int().describe('The line’s place in the request, from 0.'),
      distanceId: z.string(),
      price: minor('The tier’s price'),
      discount: minor('What the code takes off it'),
      fee: minor('The runner fee on what is left'),
      credit: minor('What the buyer’s credit pays of it'),
      total: minor('What the line adds to the payment'),
    }),
  ),
  subtotal: minor('The lines’ prices'),
  discount: minor('What the code takes off'),
  fee: minor('The runner fees'),
  credit: minor('What the buyer’s credit pays'),
  total: minor('What the order’s one payment would ask'),
  currency: z.string(),
  refusals: z
    .array(
      z.object({
        lineIndex: z.number().int(),
        error: z.string(),
        code: refusalCodeSchema,
        params: refusalParamsSchema,
      }),
    )
    .describe(
      'Lines the order would refuse, each with its sentence, `code` and `params` as the order’s own refusal would carry; they are left out of the sums.',
    ),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
