// PATCH /marathonApply/{id} takes the registration form, or the original client's add-to-set
// envelope around a full registration record (docs/differences-from-spec.md). Both give the same
// form to the one admission (register.ts).
import type {
  applyInputSchema,
  RegistrationForm,
  registrationEnvelopeSchema,
} from '@run/contract/domain/schemas';
import type { z } from 'zod';

import type { Caller } from '../lib/auth.js';
import { badRequest, forbidden } from '../lib/http-error.js';

type Envelope = z.output<typeof registrationEnvelopeSchema>;

/** What the apply endpoint's body may be. */
export type ApplicationBody = z.output<typeof applyInputSchema> | Envelope;

/**
 * The record's marathonId and userId are checked, never trusted: another marathon is a 400 (the
 * request contradicts its own path), another user a 403 (nobody registers someone else).
 */
export function applicationForm(
  body: ApplicationBody,
  marathonId: string,
  caller: Caller,
): RegistrationForm {
  if (!('$addToSet' in body)) {
    // The discount code, the referrer's code and the team are not the form's (register.ts takes them).
    const { code: _code, referralCode: _ref, teamId: _team, teamToken: _token, ...form } = body;
    return form;
  }
  const { marathonId: named, userId, ...form } = body.$addToSet.totalRegistrationCount;
  if (named !== marathonId) {
    throw badRequest('record_other_marathon', [
      {
        field: '$addToSet.totalRegistrationCount.marathonId',
        message: 'Must be the marathon in the path',
      },
    ]);
  }
  if (userId !== caller.uid) throw forbidden('register_self_only');
  return form;
}
