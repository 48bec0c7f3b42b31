// The rest of SPEC.md's paths: the activity trail, opinions, volunteer offers and profiles.
import { z } from 'zod';

import { activityPageSchema, insertedSchema, opinionSchema } from '../domain/api-types.js';
import { marathonParams } from '../domain/ids.js';
import { activityQuery } from '../domain/query.js';
import {
  opinionInputSchema,
  userProfileInputSchema,
  volunteerInputSchema,
} from '../domain/schemas.js';
import { endpoint } from '../http/endpoint.js';
import { badInput, notAllowed, notFound } from './errors.js';

export const marathonActivity = endpoint({
  name: 'marathonActivity',
  method: 'GET',
  path: '/marathon/{id}/activity',
  who: 'creator',
  summary: 'The registration audit trail, newest first, paginated',
  tags: ['registrations'],
  params: marathonParams,
  query: activityQuery,
  cache: 'private',
  responses: {
    200: { description: 'A page of the trail.', json: activityPageSchema },
    400: badInput,
    403: notAllowed,
    404: notFound,
  },
});

export const listOpinions = endpoint({
  name: 'listOpinions',
  method: 'GET',
  path: '/opinion',
  who: 'anyone',
  summary: 'Opinions, newest first, bounded',
  tags: ['community'],
  cache: 'public',
  responses: { 200: { description: 'The opinions.', json: z.array(opinionSchema) } },
});

export const addOpinion = endpoint({
  name: 'addOpinion',
  method: 'POST',
  path: '/opinion',
  who: 'anyone',
  summary: 'Add an opinion (rate limited)',
  tags: ['community'],
  body: opinionInputSchema,
  cache: 'private',
  limited: true,
  responses: { 201: { description: 'Added.', json: insertedSchema }, 400: badInput },
});

export const addVolunteerOffer = endpoint({
  name: 'addVolunteerOffer',
  method: 'POST',
  path: '/volantiar',
  aliases: ['/volunteers'],
  who: 'signed in',
  summary: 'Offer to volunteer (the spec’s spelling; `/volunteers` answers the same)',
  tags: ['community'],
  body: volunteerInputSchema,
  cache: 'private',
  responses: { 201: { description: 'Added.', json: insertedSchema }, 400: badInput },
});

export const upsertProfile = endpoint({
  name: 'upsertProfile',
  method: 'POST',
  path: '/users',
  who: 'signed in',
  summary: 'Create or update the caller’s own profile (never a password)',
  tags: ['community'],
  body: userProfileInputSchema,
  cache: 'private',
  responses: {
    201: { description: 'Saved.', json: insertedSchema },
    400: badInput,
    403: notAllowed,
  },
});
