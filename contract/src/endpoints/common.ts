// What several declarations share: how a status's JSON answer is written, the `{error}` body of each
// failure status, the caller's own lists, the creator's lists and the console's lists.
import { z } from 'zod';

import { apiErrorSchema, soldOutSchema } from '../domain/api-types.js';
import { marathonParams, userParams } from '../domain/ids.js';
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
    params: marathonParams,
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
    params: marathonParams,
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
    params: userParams,
    responses: { 200: answer(description, z.array(item)) },
  }) as const;
