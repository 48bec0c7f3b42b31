// What several declarations share: how a status's JSON answer is written, the `{error}` body of each
// failure status, a race's runner in the path, the caller's own lists, the creator's lists, the
// console's lists and the providers' webhooks.
import { z } from 'zod';

import { apiErrorSchema, soldOutSchema, webhookReceivedSchema } from '../domain/api-types.js';
import { marathonParams, uidParam } from '../domain/ids.js';
import { downloadListQuery, stateListQuery } from '../domain/query.js';
import { REFUSALS, type PlainRefusalCode, type RefusalCode } from '../domain/refusals.js';

/** A status's answer: what it means and the schema of its JSON body. */
export const answer = <const S extends z.ZodType>(description: string, json: S) => ({
  description,
  json,
});

export const failure = (description: string) => answer(description, apiErrorSchema);
export const notAllowed = failure('Signed in, but not allowed.');
export const notFound = failure('No such marathon (or the id cannot be one).');
export const conflict = failure;
/** A 409 whose body may say `soldOut` (the runner may then join the waitlist). */
export const soldOut = (description: string) => answer(description, soldOutSchema);
/** 404 for a runner (the path's `userId`) without a registration for the race. */
export const notRegistered = failure('Not registered for this marathon (or no such marathon).');

/** A write that has nothing to say: an empty object, or no body at all. */
export const noBody = { bodyOptional: true, body: z.strictObject({}) } as const;

/**
 * A file imported in one request (a bank statement of up to 20,000 rows, a timing CSV of up to
 * 50,000; at most 5 MB, sent as JSON text): a body larger than the usual 100 KB, and rows each read,
 * matched and stored take more than the usual 25 s on a slow database, inside the 60 s that Hosting
 * waits for a function.
 */
export const fileImport = { bodyLimitBytes: 12 * 1024 * 1024, deadlineMs: 50_000 } as const;

/** A race's runner in the path (`/marathon/{id}/registrations/{userId}/...`); the handler looks them up. */
export const runnerParams = marathonParams.extend({ userId: z.string().min(1).max(128) });
/** The same where the runner is the caller: what cannot be a uid is 404 "Runner not found.". */
export const ownPlaceParams = marathonParams.extend({
  userId: uidParam('Runner', 'The runner’s own uid'),
});

/** A race's whole list of `key` (no pages: a race has few), as `{[key]: item[]}`. */
export const raceList = <const K extends string, const S extends z.ZodType>(
  description: string,
  key: K,
  item: S,
) => answer(description, z.object({ [key]: z.array(item) } as Record<K, z.ZodArray<S>>));

/** Refusals as a description names them: each code's sentence in quotes, then its code. */
export const refusalsText = (...codes: RefusalCode[]) =>
  codes.map((code) => `"${REFUSALS[code]}" (\`${code}\`)`).join(', ');

/** A creator's list of a race's people: a page of JSON, or with `format=csv` the whole list. */
export const creatorsList = <
  const S extends z.ZodType,
  const Q extends z.ZodType = typeof downloadListQuery,
>(
  what: string,
  page: S,
  query: Q = downloadListQuery as unknown as Q,
) =>
  ({
    query,
    responses: {
      200: { ...answer(`A page of ${what}, or the CSV of all.`, page), file: 'text/csv' },
    },
  }) as const;

/** A race's console list (payments, refunds, bank rows): a page of `what`, one state or all. */
export const consoleList = <
  const T extends readonly [string, ...string[]],
  const S extends z.ZodType,
>(
  states: T,
  what: string,
  page: S,
) =>
  ({
    query: stateListQuery(states),
    responses: { 200: answer(`A page of ${what}.`, page) },
  }) as const;

/** The caller's own list (`that user` by the path's `userId`); anyone else gets `refusal` (403). */
export const callersOwnList = <const S extends z.ZodType>(
  refusal: PlainRefusalCode,
  description: string,
  item: S,
) =>
  ({
    self: { param: 'userId', refusal },
    responses: { 200: answer(description, z.array(item)) },
  }) as const;

/**
 * A provider's event (payments, payouts): the path names the provider (`enum`, refused with
 * `unknown`), the raw body is verified by its signature.
 */
export const webhook = <const T extends readonly [string, ...string[]]>(
  providers: T,
  unknown: string,
  received: string,
) =>
  ({
    params: z.object({ provider: z.enum(providers, { error: unknown }) }),
    body: z.record(z.string(), z.unknown()),
    responses: {
      200: answer(received, webhookReceivedSchema),
      400: failure('A bad or stale signature, or an event the provider does not send.'),
    },
  }) as const;
