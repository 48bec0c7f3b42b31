// Deferrals (docs/transfers.md): a paid runner gives their place back for a credit, which pays (part
// of) a later registration for any race of the same organiser in that currency; the runner's credits.

import { creditSchema, deferralSchema } from '../domain/api-types.js';
import { declare } from './declare.js';
import {
  answer,
  callersOwnList,
  conflict,
  notRegistered,
  ownPlaceParams,
  raceList,
} from './common.js';

export const { deferRegistration, myCredits, listDeferrals } = declare('deferrals', {
  deferRegistration: {
    summary:
      'Give the caller’s paid place back for a credit (what was paid minus the race’s fee, for 400 days)',
    self: { param: 'userId', refusal: 'not_own_place_defer' },
    params: ownPlaceParams,
    responses: {
      201: answer('Deferred: the place went to the waitlist; the credit.', creditSchema),
      404: notRegistered,
      409: conflict(
        'The race allows no deferrals, or no longer; the place is not paid; or it was paid with a credit.',
      ),
    },
  },

  myCredits: {
    summary: 'The caller’s credits from deferrals, unused first',
    ...callersOwnList('not_own_credits', 'The caller’s credits.', creditSchema),
  },

  listDeferrals: {
    summary: 'The race’s deferrals, newest first: who gave a place back, and the credit given',
    responses: { 200: raceList('The deferrals.', 'deferrals', deferralSchema) },
  },
});
