// The ballot of a distance (docs/ballot.md): its settings as the race form sends them, what the API
// answers of a race's draw and of a runner's entries, the organisers' summary, and the sentences a
// refused entry is told with. Anyone can check a draw: the order is the entries sorted by the hex of
// sha256(seed bytes followed by the UTF-8 bytes of the entry id) (ballot-order.ts).
import { z } from 'zod';

import { wholeNumber } from './field-schemas.js';
import { DATE_TIME_FORMAT, isIsoDateString } from './dates.js';

export const PAY_DAYS_MIN = 1;
export const PAY_DAYS_MAX = 14;
export const PAY_DAYS_DEFAULT = 7;

/**
 * Why an entry, a withdrawal, a registration or a ballot's page is refused, by code: each its own
 * sentence (a runner already registered is told REGISTRATION_REFUSALS.already_registered).
 */
export const BALLOT_REFUSALS = {
  ballot_only: 'This distance is decided by ballot.',
  no_ballot: 'This distance has no ballot: register instead.',
  ballot_not_open: 'The ballot is not open for entries yet.',
  ballot_closed: 'The ballot has closed.',
  ballot_already_entered: 'You have already entered this ballot.',
  ballot_drawn: 'The draw has taken place: the entry can no longer be withdrawn.',
  ballot_seed_public:
    'This race’s draw is made and its seed published: no ballot can be added, reopened or moved.',
  race_has_no_ballot: 'This marathon has no ballot.',
  ballot_no_commitment: 'This ballot has no commitment yet: it is made with its first entry.',
} as const;

const PAY_DAYS_MESSAGE = `Pay days must be a whole number from ${PAY_DAYS_MIN} to ${PAY_DAYS_MAX}`;

const time = (label: string) =>
  z
    .string({ error: `${label} must be a date-time` })
    .refine(isIsoDateString, `${label} must be a valid date`)
    .meta(DATE_TIME_FORMAT);

/** A distance's ballot as the add and edit forms send it; null or left out: no ballot. */
export const ballotSettingsSchema = z
  .strictObject({
    opensAt: time('Ballot opens'),
    closesAt: time('Ballot closes'),
    drawAt: time('Draw'),
    payDays: wholeNumber(PAY_DAYS_MIN, PAY_DAYS_MAX, PAY_DAYS_MESSAGE)
      .optional()
      .default(PAY_DAYS_DEFAULT),
  })
  .superRefine((b, ctx) => {
    if (Date.parse(b.closesAt) <= Date.parse(b.opensAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: 'The ballot must close after it opens',
      });
    }
    if (Date.parse(b.drawAt) < Date.parse(b.closesAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['drawAt'],
        message: 'The draw must be at or after the ballot closes',
      });
    }
  });
export type BallotSettingsInput = z.input<typeof ballotSettingsSchema>;
export type BallotSettings = z.output<typeof ballotSettingsSchema>;

/** Where a distance's ballot stands: before it opens, open, closed awaiting the draw, drawn. */
export const BALLOT_STATES = ['upcoming', 'open', 'closed', 'drawn'] as const;
export type BallotState = (typeof BALLOT_STATES)[number];

/** Where a distance's ballot stands at `now` (ms): `drawn` once its draw is recorded. */
export function ballotStateAt(
  ballot: { opensAt: string; closesAt: string; drawnAt: string | null },
  now: number,
): BallotState {
  if (ballot.drawnAt !== null) return 'drawn';
  if (now < Date.parse(ballot.opensAt)) return 'upcoming';
  if (now < Date.parse(ballot.closesAt)) return 'open';
  return 'closed';
}

const isoTime = z.string().meta({ format: 'date-time' });

/** A distance's ballot as a race answers it (on each distance of GET /marathon/{id}). */
export const distanceBallotSchema = z.object({
  opensAt: isoTime,
  closesAt: isoTime,
  drawAt: isoTime,
  payDays: z.number().int(),
  state: z.enum(BALLOT_STATES),
});
export type DistanceBallot = z.infer<typeof distanceBallotSchema>;

/** GET /marathon/{id}/ballot: what anyone needs to check the draw. */
export const ballotViewSchema = z.object({
  state: z
    .enum(BALLOT_STATES)
    .describe('`drawn` once every ballot distance is drawn (the seed is then published).'),
  distances: z.array(
    z.object({
      distanceId: z.string(),
      name: z.string(),
      state: z.enum(BALLOT_STATES),
      opensAt: isoTime,
      closesAt: isoTime,
      drawAt: isoTime,
      payDays: z.number().int(),
      entries: z.number().int().min(0).describe('Entries standing (not withdrawn).'),
      places: z
        .number()
        .int()
        .min(0)
        .nullable()
        .describe('Places the draw gives (after guaranteed registrations); null: no limit.'),
      winners: z
        .array(z.string())
        .nullable()
        .describe('The winning entry ids in the order of the draw; null until drawn.'),
    }),
  ),
  commitment: z.string().describe('sha256 of the secret seed, lower-case hex.'),
  seed: z.string().nullable().describe('The 32-byte seed as lower-case hex, once drawn.'),
  winners: z
    .array(z.string())
    .nullable()
    .describe('Every distance’s winning entry ids, distance by distance; null until drawn.'),
});
export type BallotView = z.infer<typeof ballotViewSchema>;

/** POST /marathon/{id}/ballot/entries answers the new entry's public id. */
export const ballotEnteredSchema = z.object({
  entryId: z.string().describe('Public: listed in entries.csv; never names the runner.'),
});

export const BALLOT_ENTRY_STATES = ['entered', 'drawn', 'reserve', 'withdrawn'] as const;
export type BallotEntryState = (typeof BALLOT_ENTRY_STATES)[number];

/** A row of GET /my-ballot-entries/{userId}. */
export const myBallotEntrySchema = z.object({
  marathonId: z.string(),
  title: z.string(),
  distanceId: z.string(),
  distanceName: z.string(),
  entryId: z.string(),
  state: z.enum(BALLOT_ENTRY_STATES),
  drawAt: isoTime,
  reserveNumber: z.number().int().min(1).nullable().describe('Set for `reserve`.'),
  dueAt: isoTime
    .nullable()
    .describe('For `drawn` on a priced distance: pay by then (the place is held until then).'),
});
export type MyBallotEntry = z.infer<typeof myBallotEntrySchema>;

/** GET /marathon/{id}/ballot/summary: the console's view of each ballot distance. */
export const ballotSummarySchema = z.object({
  distances: z.array(
    z.object({
      distanceId: z.string(),
      name: z.string(),
      state: z.enum(BALLOT_STATES),
      drawAt: isoTime,
      entries: z.number().int().min(0),
      withdrawn: z.number().int().min(0),
      drawn: z.number().int().min(0).describe('Entries that won a place in the draw.'),
      reserves: z.number().int().min(0),
      paid: z
        .number()
        .int()
        .min(0)
        .describe('Winners (and reserves offered a place since) now registered and confirmed.'),
      awaitingPayment: z.number().int().min(0),
      openOffers: z.number().int().min(0).describe('Reserves holding an offer now.'),
    }),
  ),
});
export type BallotSummary = z.infer<typeof ballotSummarySchema>;
