// The waitlist of a race with a field limit: join, leave or decline, accept an offer, the runner's
// own list, and the creator's list.
import { z } from 'zod';

import {
  acceptedSchema,
  deletedSchema,
  myWaitlistItemSchema,
  waitlistPageSchema,
  waitlistPositionSchema,
} from '../domain/api-types.js';
import { marathonParams, userParams } from '../domain/ids.js';
import { downloadListQuery } from '../domain/query.js';
import { registrationInputSchema } from '../domain/schemas.js';
import { endpoint } from '../http/endpoint.js';
import { badInput, conflict, notAllowed, notFound } from './errors.js';

const tags = ['waitlist'];

export const joinWaitlist = endpoint({
  name: 'joinWaitlist',
  method: 'POST',
  path: '/marathon/{id}/waitlist',
  who: 'signed in',
  summary: 'Join a full race’s waitlist with the registration form',
  tags,
  params: marathonParams,
  body: registrationInputSchema,
  cache: 'private',
  responses: {
    201: { description: 'Joined; the 1-based position.', json: waitlistPositionSchema },
    200: { description: 'Already waiting; the position.', json: waitlistPositionSchema },
    400: badInput,
    404: notFound,
    409: conflict('Places are free, the caller is registered, or the window is closed.'),
  },
});

export const leaveWaitlist = endpoint({
  name: 'leaveWaitlist',
  method: 'DELETE',
  path: '/marathon/{id}/waitlist',
  who: 'signed in',
  summary: 'Leave the waitlist, or decline an offered place',
  tags,
  params: marathonParams,
  cache: 'private',
  responses: {
    200: { description: 'Left (`deletedCount` 0 when not waiting).', json: deletedSchema },
    404: notFound,
  },
});

export const acceptOffer = endpoint({
  name: 'acceptOffer',
  method: 'POST',
  path: '/marathon/{id}/waitlist/accept',
  who: 'signed in',
  summary: 'Take the place offered to the caller',
  tags,
  params: marathonParams,
  cache: 'private',
  responses: {
    200: { description: 'Registered.', json: acceptedSchema },
    404: notFound,
    409: conflict('No open offer for the caller.'),
  },
});

export const myWaitlist = endpoint({
  name: 'myWaitlist',
  method: 'GET',
  path: '/my-waitlist/{userId}',
  who: 'that user',
  self: { param: 'userId', refusal: 'You can only see your own waitlist.' },
  summary: 'The races the caller waits for, with position and offer',
  tags,
  params: userParams,
  cache: 'private',
  responses: {
    200: { description: 'The caller’s waitlist places.', json: z.array(myWaitlistItemSchema) },
    403: notAllowed,
  },
});

export const listWaitlist = endpoint({
  name: 'listWaitlist',
  method: 'GET',
  path: '/marathon/{id}/waitlist',
  who: 'creator',
  summary: 'The waiting runners with position and offer; `format=csv` downloads them all',
  tags,
  params: marathonParams,
  query: downloadListQuery,
  cache: 'private',
  responses: {
    200: {
      description: 'A page of the waitlist, or the CSV.',
      json: waitlistPageSchema,
      file: 'text/csv',
    },
    400: badInput,
    403: notAllowed,
    404: notFound,
  },
});
