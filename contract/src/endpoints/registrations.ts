// Registrations: apply, change, withdraw, the runner's own list, and the creator's participants.
import { z } from 'zod';

import {
  applyResponseSchema,
  withdrawnSchema,
  myRegistrationSchema,
  participantsPageSchema,
  changedSchema,
} from '../domain/api-types.js';
import { participantsQuery } from '../domain/query.js';
import {
  applyInputSchema,
  registrationEnvelopeSchema,
  registrationInputSchema,
} from '../domain/schemas.js';
import { declare } from './declare.js';
import { answer, callersOwnList, conflict, creatorsList, notAllowed, soldOut } from './common.js';

/** The original client wraps the form in `{"$addToSet": {"totalRegistrationCount": record}}`. */
export function isAddToSetEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && '$addToSet' in body;
}

export const {
  applyToMarathon,
  updateRegistration,
  withdrawRegistration,
  myRegistrations,
  listParticipants,
} = declare('registrations', {
  applyToMarathon: {
    // A discount code's tries are counted (docs/coupons.md): 429 with Retry-After over the limit.
    limited: true,
    summary: 'Register the caller (the form, or the spec’s add-to-set envelope around it)',
    body: z.union([applyInputSchema, registrationEnvelopeSchema]),
    bodyFor: (raw: unknown) =>
      isAddToSetEnvelope(raw) ? registrationEnvelopeSchema : applyInputSchema,
    responses: {
      200: answer('`modifiedCount` 1: registered now; 0: already registered.', applyResponseSchema),
      403: notAllowed,
      409: soldOut(
        'Sold out (`soldOut: true`), the waiver changed (`waiverVersion`), outside the registration window, or a discount code refused (unknown, not yet or no longer valid, used up, another distance’s: `{error}` only, nothing taken).',
      ),
    },
  },

  updateRegistration: {
    summary:
      'Change the caller’s own registration, until the race starts; another `distanceId` moves the place',
    body: registrationInputSchema,
    responses: {
      200: answer(
        'Updated. A change to a dearer distance on a priced race answers `status: pending_payment` and the difference due (`payment`): the new place is held, the old one kept until paid.',
        changedSchema,
      ),
      409: soldOut(
        'The new distance is sold out (`soldOut: true`, the old place kept), the waiver changed (`waiverVersion`), or the race has started.',
      ),
    },
  },

  withdrawRegistration: {
    summary: 'Withdraw the caller’s own registration, until the race starts',
    responses: {
      200: answer(
        'Withdrawn (`deletedCount` 0 when there was none); `refund` when money goes back by the race’s refund policy.',
        withdrawnSchema,
      ),
      409: conflict('The race has started.'),
    },
  },

  myRegistrations: {
    summary: 'The marathons the caller registered for, each with the caller’s own record',
    ...callersOwnList('not_own_registrations', 'The caller’s registrations.', myRegistrationSchema),
  },

  listParticipants: {
    refusal: 'creator_only_participants',
    summary:
      'The participants, paginated, optionally searched by bib or name start, distance and status; `format=csv` downloads them all',
    ...creatorsList('participants', participantsPageSchema, participantsQuery),
  },
});
