// Answers many endpoints share: the `{error}` body of each failure status.
import { apiErrorSchema, soldOutSchema } from '../domain/api-types.js';

const failure = (description: string) => ({ description, json: apiErrorSchema });

export const badInput = failure('Invalid input; `details` names each bad field.');
export const notAllowed = failure('Signed in, but not allowed.');
export const notFound = failure('No such marathon (or the id cannot be one).');
export const conflict = (description: string) => failure(description);
export const soldOut = {
  description: 'The marathon is sold out; the runner may join its waitlist.',
  json: soldOutSchema,
};
export { failure };
