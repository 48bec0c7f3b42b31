// Deferrals (docs/transfers.md): a paid runner gives their place back for a credit, which pays (part
// of) a later registration for any race of the same organiser in that currency; the runner's credits.

import { z } from 'zod';

import { creditSchema, deferralSchema } from '../domain/api-types.js';
import { marathonParams, uidParam } from '../domain/ids.js';
import { declare } from '../http/endpoint.js';
import { routes } from '../http/routes.js';
import { answer, callersOwnList, conflict, failure } from './common.js';

const endpoint = declare('deferrals');

export const deferRegistration = endpoint({
  ...routes.deferRegistration,
  summary:
    'Give the caller’s paid place back for a credit (what was paid minus the race’s fee, for 400 days)',
  self: { param: 'userId', refusal: 'not_own_place_defer' },
  params: marathonParams.extend({ userId: uidParam('Runner', 'The runner’s own uid') }),
  responses: {
    201: answer('Deferred: the place went to the waitlist; the credit.', creditSchema),
    404: failure('Not registered for this marathon (or no such marathon).'),
    409: conflict(
      'The race allows no deferrals, or no longer; the place is not paid; or it was paid with a credit.',
    ),
  },
});

export const myCredits = endpoint({
  ...routes.myCredits,
  summary: 'The caller’s credits from deferrals, unused first',
  ...callersOwnList('not_own_credits', 'The caller’s credits.', creditSchema),
});

export const listDeferrals = endpoint({
  ...routes.listDeferrals,
  summary: 'The race’s deferrals, newest first: who gave a place back, and the credit given',
  params: marathonParams,
  responses: {
    200: answer('The deferrals.', z.object({ deferrals: z.array(deferralSchema) })),
  },
});
