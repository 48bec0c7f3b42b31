// PATCH /marathonApply/{id} takes the registration form, or SPEC.md's add-to-set envelope around a
// full registration record (DESIGN.md section 5). Both give the same form to applyToMarathon.
import type { z } from 'zod';

import { registrationEnvelopeSchema, registrationInputSchema } from '../../domain/schemas.js';
import type { Caller } from '../../lib/auth.js';
import { badRequest, forbidden } from '../../lib/http-error.js';
import { parseBody } from '../../lib/validate.js';

export type RegistrationForm = z.output<typeof registrationInputSchema>;

function isEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && '$addToSet' in body;
}

/**
 * The record's marathonId and userId are checked, never trusted: another marathon is a 400 (the
 * request contradicts its own path), another user a 403 (nobody registers someone else).
 */
export function applicationForm(
  body: unknown,
  marathonId: string,
  caller: Caller,
): RegistrationForm {
  if (!isEnvelope(body)) return parseBody(registrationInputSchema, body);
  const envelope = parseBody(registrationEnvelopeSchema, body);
  const { marathonId: named, userId, ...form } = envelope.$addToSet.totalRegistrationCount;
  if (named !== marathonId) {
    throw badRequest('The registration record names another marathon.', [
      {
        field: '$addToSet.totalRegistrationCount.marathonId',
        message: 'Must be the marathon in the path',
      },
    ]);
  }
  if (userId !== caller.uid) throw forbidden('You can only register yourself.');
  return form;
}
