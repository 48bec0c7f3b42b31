// Registrations: apply, change, withdraw, the runner's own list, and the creator's participants.
import { z } from 'zod';

import {
  applyResponseSchema,
  deletedSchema,
  myRegistrationSchema,
  participantsPageSchema,
  updatedSchema,
} from '../domain/api-types.js';
import { marathonParams, registrationParams, userParams } from '../domain/ids.js';
import { downloadListQuery } from '../domain/query.js';
import { registrationEnvelopeSchema, registrationInputSchema } from '../domain/schemas.js';
import { endpoint } from '../http/endpoint.js';
import { badInput, conflict, notAllowed, notFound, soldOut } from './errors.js';

const tags = ['registrations'];

/** SPEC.md's client wraps the form in `{"$addToSet": {"totalRegistrationCount": record}}`. */
export function isAddToSetEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && '$addToSet' in body;
}

export const applyToMarathon = endpoint({
  name: 'applyToMarathon',
  method: 'PATCH',
  path: '/marathonApply/{id}',
  who: 'signed in',
  summary: 'Register the caller (the form, or the spec’s add-to-set envelope around it)',
  tags,
  params: marathonParams,
  body: z.union([registrationInputSchema, registrationEnvelopeSchema]),
  bodyFor: (raw) =>
    isAddToSetEnvelope(raw) ? registrationEnvelopeSchema : registrationInputSchema,
  cache: 'private',
  responses: {
    200: {
      description: '`modifiedCount` 1: registered now; 0: already registered.',
      json: applyResponseSchema,
    },
    400: badInput,
    403: notAllowed,
    404: notFound,
    409: {
      ...soldOut,
      description:
        'Sold out (`soldOut: true`), or outside the registration window (`{error}` only).',
    },
  },
});

export const updateRegistration = endpoint({
  name: 'updateRegistration',
  method: 'PATCH',
  path: '/registrations/{marathonId}',
  who: 'signed in',
  summary: 'Change the caller’s own registration, until the race starts',
  tags,
  params: registrationParams,
  body: registrationInputSchema,
  cache: 'private',
  responses: {
    200: { description: 'Updated.', json: updatedSchema },
    400: badInput,
    404: notFound,
    409: conflict('The race has started.'),
  },
});

export const withdrawRegistration = endpoint({
  name: 'withdrawRegistration',
  method: 'DELETE',
  path: '/registrations/{marathonId}',
  who: 'signed in',
  summary: 'Withdraw the caller’s own registration, until the race starts',
  tags,
  params: registrationParams,
  cache: 'private',
  responses: {
    200: { description: 'Withdrawn (`deletedCount` 0 when there was none).', json: deletedSchema },
    404: notFound,
    409: conflict('The race has started.'),
  },
});

export const myRegistrations = endpoint({
  name: 'myRegistrations',
  method: 'GET',
  path: '/my-registrations/{userId}',
  who: 'that user',
  self: { param: 'userId', refusal: 'You can only see your own registrations.' },
  summary: 'The marathons the caller registered for, each with the caller’s own record',
  tags,
  params: userParams,
  cache: 'private',
  responses: {
    200: { description: 'The caller’s registrations.', json: z.array(myRegistrationSchema) },
    403: notAllowed,
  },
});

export const listParticipants = endpoint({
  name: 'listParticipants',
  method: 'GET',
  path: '/marathon/{id}/registrations',
  who: 'creator',
  summary: 'The participants, paginated; `format=csv` downloads them all',
  tags,
  params: marathonParams,
  query: downloadListQuery,
  cache: 'private',
  responses: {
    200: {
      description: 'A page of participants, or the CSV.',
      json: participantsPageSchema,
      file: 'text/csv',
    },
    400: badInput,
    403: notAllowed,
    404: notFound,
  },
});
