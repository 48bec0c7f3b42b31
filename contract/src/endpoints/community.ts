// The rest of the original client's paths: the activity trail, opinions, volunteer offers and
// profiles; and an account's preferences (its language).
import { z } from 'zod';

import { activityPageSchema, insertedSchema, opinionSchema } from '../domain/api-types.js';
import { marathonParams, userParams } from '../domain/ids.js';
import { preferencesInputSchema, preferencesSchema } from '../domain/preferences.js';
import { activityQuery } from '../domain/query.js';
import {
  opinionInputSchema,
  userProfileInputSchema,
  volunteerInputSchema,
} from '../domain/schemas.js';
import { declare } from '../http/endpoint.js';
import { routes } from '../http/routes.js';
import { answer, notAllowed } from './common.js';

const endpoint = declare('community');

export const marathonActivity = endpoint({
  ...routes.marathonActivity,
  refusal: 'creator_only_activity',
  summary: 'The registration audit trail, newest first, paginated',
  params: marathonParams,
  query: activityQuery,
  responses: {
    200: answer('A page of the trail.', activityPageSchema),
  },
});

export const listOpinions = endpoint({
  ...routes.listOpinions,
  summary: 'Opinions, newest first, bounded',
  responses: { 200: answer('The opinions.', z.array(opinionSchema)) },
});

export const addOpinion = endpoint({
  ...routes.addOpinion,
  summary: 'Add an opinion (rate limited)',
  body: opinionInputSchema,
  limited: true,
  responses: { 201: answer('Added.', insertedSchema) },
});

export const addVolunteerOffer = endpoint({
  ...routes.addVolunteerOffer,
  summary: 'Offer to volunteer (the spec’s spelling; `/volunteers` answers the same)',
  body: volunteerInputSchema,
  responses: { 201: answer('Added.', insertedSchema) },
});

export const upsertProfile = endpoint({
  ...routes.upsertProfile,
  summary: 'Create or update the caller’s own profile (never a password)',
  body: userProfileInputSchema,
  responses: {
    201: answer('Saved.', insertedSchema),
    403: notAllowed,
  },
});

const ownPreferences = {
  self: { param: 'userId', refusal: 'not_own_preferences' },
  params: userParams,
} as const;

export const getPreferences = endpoint({
  ...routes.getPreferences,
  ...ownPreferences,
  summary: 'The caller’s own preferences: the language of their mails and of the web',
  responses: { 200: answer('The preferences (`language` null until chosen).', preferencesSchema) },
});

export const updatePreferences = endpoint({
  ...routes.updatePreferences,
  ...ownPreferences,
  summary: 'Set the caller’s own preferences (the web’s language switcher saves the language here)',
  body: preferencesInputSchema,
  responses: { 200: answer('Saved; the preferences as kept now.', preferencesSchema) },
});
