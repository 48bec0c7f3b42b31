// PATCH /marathonApply/{id}: a single registration (docs/registration.md), an order of one line, the
// caller's own, admitted by the one admission (admit.ts): exactly once, even when sent 20 times at
// once, with its place taken through the places door, a priced distance's hold, a credit's use, and
// the confirmation mail. The answers are the endpoint's own: `modifiedCount` 1 when the caller is
// now registered (with `status` and `payment` when the distance has a price), 0 when they already were.
import type { ApplyResponse } from '@run/contract/domain/api-types';

import type { Caller } from '../lib/auth.js';
import { admit } from './admit.js';
import { applicationForm, type ApplicationBody } from './apply-body.js';

/** The form, or the original client's envelope around it (apply-body.ts). */
export async function register(
  id: string,
  caller: Caller,
  body: ApplicationBody,
): Promise<ApplyResponse> {
  const form = applicationForm(body, id, caller);
  // The discount code, the referrer's code and the team come beside the form, never in the envelope.
  const { code, referralCode, teamId, teamToken } = '$addToSet' in body ? {} : body;
  const admitted = await admit({
    raceId: id,
    caller,
    kind: 'registration',
    lines: [{ ...form, self: true }],
    asked: { code, referralCode },
    team: { teamId, teamToken },
  });
  return admitted.created ? { modifiedCount: 1, ...admitted.price.answer } : { modifiedCount: 0 };
}
