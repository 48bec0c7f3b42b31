// The timing partner API (docs/partner-api.md): a race's API keys, what a partner pushes of results
// and what it pulls of the start list. A pushed row is read by the results import's own row reader
// (results-csv.ts), so a time or a status means the same in a CSV and in a push.
import { z } from 'zod';

import { filledText, wholeNumber } from './field-schemas.js';
import { marathonParams } from './ids.js';
import { fillPlaceholders } from './refusal-text.js';
import { cursorParam } from './query.js';
import { readRow, type ResultRow } from './results-csv.js';
import { RESULT_STATUSES } from './results-places.js';
import { GENDERS } from './results-groups.js';
import { BIB_MAX } from './schemas.js';

export const PARTNER_SCOPES = ['results:write', 'participants:read'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** What every key starts with, so a key pasted in a chat or a log is known for what it is. */
export const PARTNER_KEY_PREFIX = 'rk_';
/** `rk_<keyId>_<secret>`: the key's id (16 hex digits) and 43 base64url characters of secret. */
export const PARTNER_KEY_PATTERN = /^rk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/u;

/** The one timing point that is a finish; any other name is a split. */
export const FINISH = 'finish';
export const PUSH_ROWS_MAX = 500;
/**
 * Split timing points one runner keeps (the finish aside): an ultra's checkpoints fit many times over,
 * and the runner's splits document stays a few tens of kilobytes, far below Firestore's 1 MiB.
 */
export const SPLITS_PER_RUNNER_MAX = 100;

/** Why a partner's call is refused, by code (docs/partner-api.md). */
export const PARTNER_REFUSALS = {
  api_key_invalid: 'The API key is missing, unknown or revoked.',
  api_key_other_race: 'This API key is for another race.',
  api_key_scope: 'This API key does not hold the {scope} scope.',
  api_key_not_found: 'API key not found.',
  too_many_partner_calls: 'Too many calls with this API key. Please wait and try again.',
  too_many_splits:
    'Bib {bib} would have more than {max} splits: a runner keeps at most {max} timing points besides the finish. Nothing was stored.',
} as const;

/** The 400's sentence when a push would give bib `bib` more splits than a runner keeps. */
export const tooManySplits = (bib: number): string =>
  fillPlaceholders(PARTNER_REFUSALS.too_many_splits, { bib, max: SPLITS_PER_RUNNER_MAX });

/** POST /marathon/{id}/api-keys. */
export const apiKeyCreateSchema = z.strictObject({
  name: filledText('name', 60),
  scopes: z
    .array(z.enum(PARTNER_SCOPES, { error: 'scopes are "results:write" and "participants:read"' }))
    .min(1, 'Give the key at least one scope')
    // A scope named twice is granted once.
    .transform((scopes) => [...new Set(scopes)]),
});

export const apiKeyParams = marathonParams.extend({
  keyId: z
    .string()
    .regex(/^[0-9a-f]{16}$/u, PARTNER_REFUSALS.api_key_not_found)
    .describe('The key’s id'),
});

export const apiKeySchema = z.object({
  keyId: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(PARTNER_SCOPES)),
  createdBy: z
    .object({ uid: z.string(), email: z.string().nullable() })
    .nullable()
    .describe(
      'The organiser or co-organiser who made the key (their keys go when they leave the staff); null only for a key stored before makers were recorded.',
    ),
  createdAt: z.string().describe('ISO 8601.'),
  lastUsedAt: z
    .string()
    .nullable()
    .describe('ISO 8601, to the minute (a key’s use is recorded once a minute at most).'),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyCreatedSchema = apiKeySchema.extend({
  key: z.string().describe('The key itself: shown this once, stored only as its SHA-256.'),
});

export const apiKeysSchema = z.object({ keys: z.array(apiKeySchema) });

const timeText = z
  .string()
  .max(20, 'a time is at most 20 characters')
  .nullable()
  .optional()
  .describe('`h:mm:ss` or `mm:ss`, with optional tenths (`2:31:07.4`).');

const pushedRowSchema = z.strictObject({
  bib: wholeNumber(1, BIB_MAX, 'bib must be a whole number from 1 to 999,999'),
  timingPoint: z
    .string({ error: 'timingPoint is required' })
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$/u,
      'timingPoint must be "finish" or a split’s name (letters, digits, space, dot, dash; at most 40)',
    )
    .describe('`finish`, or a split’s name (`10k`, `half`).'),
  chipTime: timeText,
  gunTime: timeText,
  status: z
    .enum(RESULT_STATUSES, { error: 'status must be finished, DNF, DNS or DQ' })
    .optional()
    .describe('finished (the default), DNF, DNS or DQ.'),
});

/** A pushed row as read: its timing point and the row as the results import reads one. */
export interface PushedRow {
  timingPoint: string;
  row: ResultRow;
}

/**
 * POST /partner/marathons/{id}/results: each row read as the import reads a CSV line; a bad row, or a
 * bib pushed twice for one timing point, is an issue naming the row (from 1) and its field.
 */
export const partnerResultsSchema = z
  .strictObject({
    results: z
      .array(pushedRowSchema)
      .min(1, 'Push at least one result')
      .max(PUSH_ROWS_MAX, `Push at most ${PUSH_ROWS_MAX} results at once`),
  })
  .transform(({ results }, ctx): { rows: PushedRow[] } => {
    const rows: PushedRow[] = [];
    const rowOf = new Map<string, number>();
    results.forEach((pushed, index) => {
      const line = index + 1;
      const timingPoint = pushed.timingPoint.toLowerCase() === FINISH ? FINISH : pushed.timingPoint;
      const read = readRow(
        [String(pushed.bib), pushed.chipTime ?? '', pushed.gunTime ?? '', pushed.status ?? ''],
        { bib: 0, chip: 1, gun: 2, status: 3 },
        line,
      );
      if ('error' in read) {
        ctx.addIssue({
          code: 'custom',
          path: ['results', index],
          message: `Row ${line}: ${read.error}`,
        });
        return;
      }
      const key = `${pushed.bib} ${timingPoint}`;
      const earlier = rowOf.get(key);
      if (earlier !== undefined) {
        const message = `Row ${line}: bib ${pushed.bib} at ${timingPoint} is on row ${earlier} already.`;
        ctx.addIssue({ code: 'custom', path: ['results', index], message });
        return;
      }
      rowOf.set(key, line);
      rows.push({ timingPoint, row: read.row });
    });
    return { rows };
  });

export const partnerPushAnswerSchema = z.object({
  stored: z.number().int().describe('Rows stored (a row pushed again replaces its earlier push).'),
  unknownBibs: z
    .array(z.number().int())
    .describe('Bibs of no runner of the race with a confirmed place: not stored.'),
});

export const partnerParticipantsQuery = z.object({ cursor: cursorParam });

export const partnerParticipantSchema = z.object({
  bib: z.number().int().nullable().describe('Null until the race gives bibs.'),
  firstName: z.string(),
  lastName: z.string(),
  distanceId: z.string(),
  distanceName: z.string(),
  gender: z.enum(GENDERS).nullable().describe('From the race’s Gender question; null without.'),
  ageGroup: z.string().describe('`F35-39`-style on race day; `Open` without a date of birth.'),
  team: z.string().nullable().describe('The answer to the race’s Team or Club question, if any.'),
});
export type PartnerParticipant = z.infer<typeof partnerParticipantSchema>;

export const partnerParticipantsSchema = z.object({
  participants: z.array(partnerParticipantSchema),
  nextCursor: z.string().nullable(),
});
