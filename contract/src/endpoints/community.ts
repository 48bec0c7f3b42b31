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
import { declare } from '../http/endpoint.js';
import { notAllowed } from './common.js';

const endpoint = declare('community');

export const marathonActivity = endpoint({
  name: 'marathonActivity',
  method: 'GET',
  path: '/marathon/{id}/activity',
  who: 'creator',
  summary: 'The registration audit trail, newest first, paginated',
  params: marathonParams,
  query: activityQuery,
  responses: {
    200: { description: 'A page of the trail.', json: activityPageSchema },
  },
});

export const listOpinions = endpoint({
  name: 'listOpinions',
  method: 'GET',
  path: '/opinion',
  who: 'anyone',
  summary: 'Opinions, newest first, bounded',
  responses: { 200: { description: 'The opinions.', json: z.array(opinionSchema) } },
});

export const addOpinion = endpoint({
  name: 'addOpinion',
  method: 'POST',
  path: '/opinion',
  who: 'anyone',
  summary: 'Add an opinion (rate limited)',
  body: opinionInputSchema,
  limited: true,
  responses: { 201: { description: 'Added.', json: insertedSchema } },
});

export const addVolunteerOffer = endpoint({
  name: 'addVolunteerOffer',
  method: 'POST',
  path: '/volantiar',
  aliases: ['/volunteers'],
  who: 'signed in',
  summary: 'Offer to volunteer (the spec’s spelling; `/volunteers` answers the same)',
  body: volunteerInputSchema,
  responses: { 201: { description: 'Added.', json: insertedSchema } },
});

export const upsertProfile = endpoint({
  name: 'upsertProfile',
  method: 'POST',
  path: '/users',
  who: 'signed in',
  summary: 'Create or update the caller’s own profile (never a password)',
  body: userProfileInputSchema,
  responses: {
    201: { description: 'Saved.', json: insertedSchema },
    403: notAllowed,
  },
});
