// The rest of the original client's paths: the activity trail, opinions, volunteer offers and
// profiles; and an account's preferences (its language).
import { z } from 'zod';

import { activityPageSchema, insertedSchema, opinionSchema } from '../domain/api-types.js';
import { preferencesInputSchema, preferencesSchema } from '../domain/preferences.js';
import { activityQuery } from '../domain/query.js';
import {
  opinionInputSchema,
  userProfileInputSchema,
  volunteerInputSchema,
} from '../domain/schemas.js';
import { declare } from './declare.js';
import { answer, notAllowed } from './common.js';

const ownPreferences = {
  self: { param: 'userId', refusal: 'not_own_preferences' },
} as const;

export const {
  marathonActivity,
  listOpinions,
  addOpinion,
  addVolunteerOffer,
  upsertProfile,
  getPreferences,
  updatePreferences,
} = declare('community', {
  marathonActivity: {
    refusal: 'creator_only_activity',
    summary: 'The registration audit trail, newest first, paginated',
    query: activityQuery,
    responses: {
      200: answer('A page of the trail.', activityPageSchema),
    },
  },

  listOpinions: {
    summary: 'Opinions, newest first, bounded',
    responses: { 200: answer('The opinions.', z.array(opinionSchema)) },
  },

  addOpinion: {
    summary: 'Add an opinion (rate limited)',
    body: opinionInputSchema,
    limited: true,
    responses: { 201: answer('Added.', insertedSchema) },
  },

  addVolunteerOffer: {
    summary: 'Offer to volunteer (the spec’s spelling; `/volunteers` answers the same)',
    body: volunteerInputSchema,
    responses: { 201: answer('Added.', insertedSchema) },
  },

  upsertProfile: {
    summary: 'Create or update the caller’s own profile (never a password)',
    body: userProfileInputSchema,
    responses: {
      201: answer('Saved.', insertedSchema),
      403: notAllowed,
    },
  },

  getPreferences: {
    ...ownPreferences,
    summary: 'The caller’s own preferences: the language of their mails and of the web',
    responses: {
      200: answer('The preferences (`language` null until chosen).', preferencesSchema),
    },
  },

  updatePreferences: {
    ...ownPreferences,
    summary:
      'Set the caller’s own preferences (the web’s language switcher saves the language here)',
    body: preferencesInputSchema,
    responses: { 200: answer('Saved; the preferences as kept now.', preferencesSchema) },
  },
});
