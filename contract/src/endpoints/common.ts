// What several declarations share: the `{error}` body of each failure status, the creator's lists.
import type { z } from 'zod';

import { apiErrorSchema, soldOutSchema } from '../domain/api-types.js';
import { marathonParams } from '../domain/ids.js';
import { downloadListQuery } from '../domain/query.js';

const failure = (description: string) => ({ description, json: apiErrorSchema });

export const notAllowed = failure('Signed in, but not allowed.');
export const notFound = failure('No such marathon (or the id cannot be one).');
export const conflict = (description: string) => failure(description);
export const soldOut = {
  description: 'The marathon is sold out; the runner may join its waitlist.',
  json: soldOutSchema,
};
export { failure };

/** A creator's list of a race's people: a page of JSON, or with `format=csv` the whole list. */
export const creatorsList = <const S extends z.ZodType>(what: string, page: S) =>
  ({
    params: marathonParams,
    query: downloadListQuery,
    responses: {
      200: { description: `A page of ${what}, or the CSV of all.`, json: page, file: 'text/csv' },
    },
  }) as const;
