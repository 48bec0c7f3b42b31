// Ids from the URL become Firestore document ids; anything that is not a plain id cannot exist, so
// the adapter answers 404 with the message below without asking the database.
import { z } from 'zod';

import { isDocId, isStoredId } from './id-rules.js';

export { isDocId, isPathParam, isStoredId } from './id-rules.js';

/**
 * The 404s of path ids that cannot be one (docIdParam's and uidParam's "<what> not found."), by code:
 * the API answers the code whose sentence the schema's message is (refusalCodeOf).
 */
export const ID_REFUSALS = {
  marathon_not_found: 'Marathon not found.',
  user_not_found: 'User not found.',
  runner_not_found: 'Runner not found.',
  payment_not_found: 'Payment not found.',
  bank_transaction_not_found: 'Bank transaction not found.',
  ballot_entry_not_found: 'Ballot entry not found.',
  payout_not_found: 'Payout not found.',
  order_not_found: 'Order not found.',
  item_not_found: 'Item not found.',
  entry_not_found: 'Entry not found.',
  refund_not_found: 'Refund not found.',
  job_not_found: 'Job not found.',
  staff_member_not_found: 'Staff member not found.',
  team_not_found: 'Team not found.',
} as const;

/** A path parameter naming a stored document: 404 "<what> not found." when it cannot be one. */
export const docIdParam = (what: string) =>
  z
    .string()
    .refine(isDocId, `${what} not found.`)
    .meta({ pattern: '^(?!__.*__$)[A-Za-z0-9_-]{1,128}$' })
    .describe(`The ${what.toLowerCase()}’s id`);

export const marathonParams = z.object({ id: docIdParam('Marathon') });
/** The registrations paths name the marathon `marathonId`. */
export const registrationParams = z.object({ marathonId: docIdParam('Marathon') });
/** A path parameter naming an account (a uid): 404 "<what> not found." when it cannot be one. */
export const uidParam = (what: string, description: string) =>
  z
    .string()
    .refine(isStoredId, `${what} not found.`)
    .meta({ pattern: '^(?!\\.{1,2}$)(?!__.*__$)[^/]{1,128}$' })
    .describe(description);
export const userParams = z.object({ userId: uidParam('User', 'The caller’s own uid') });
