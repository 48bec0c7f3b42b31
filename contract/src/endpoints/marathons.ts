// Marathons: the public lists, one race, its calendar file, and the creator's create / edit / delete.
import { z } from 'zod';

import {
  deletedSchema,
  insertedSchema,
  marathonSchema,
  updatedSchema,
} from '../domain/api-types.js';
import { marathonParams } from '../domain/ids.js';
import { marathonListQuery } from '../domain/query.js';
import { marathonCreateSchema, marathonInputSchema } from '../domain/schemas.js';
import { servedLanguageQuery } from '../domain/translations.js';
import { declare } from '../http/endpoint.js';
import { routes } from '../http/routes.js';
import { answer, conflict, notAllowed, refusalsText } from './common.js';

const endpoint = declare('marathons');

export const featuredMarathons = endpoint({
  ...routes.featuredMarathons,
  summary: 'Up to 6 featured marathons, upcoming first',
  responses: { 200: answer('The featured marathons.', z.array(marathonSchema)) },
});

export const listMarathons = endpoint({
  ...routes.listMarathons,
  summary: 'Marathons, newest first; `q` searches title and location',
  query: marathonListQuery,
  limited: true,
  responses: {
    200: {
      description: 'A page of marathons.',
      json: z.array(marathonSchema),
      headers: { 'X-Next-Cursor': 'The next page’s cursor; absent on the last page.' },
    },
  },
});

export const getMarathon = endpoint({
  ...routes.getMarathon,
  summary:
    'One marathon with its counts, its own texts in the language asked (`lang`, else Accept-Language) where its organisers translated them; its creator also gets the first participants',
  // Cached per Authorization header; the creator's copy (participants) is marked personal.
  cache: 'public',
  // A translation is served by the visitor's Accept-Language: a shared cache keeps one per value.
  vary: ['Accept-Language'],
  params: marathonParams,
  query: servedLanguageQuery,
  responses: {
    200: answer('The marathon; `language` says which language its texts are in.', marathonSchema),
  },
});

export const marathonCalendar = endpoint({
  ...routes.marathonCalendar,
  summary:
    'The race as an iCalendar file, its words (the description, the reminder) in the language asked (`lang`, else Accept-Language)',
  params: marathonParams,
  query: servedLanguageQuery,
  responses: {
    200: { description: 'The race day as an event.', file: 'text/calendar' },
  },
});

export const createMarathon = endpoint({
  ...routes.createMarathon,
  summary: 'Add a marathon; the caller is its creator',
  body: marathonCreateSchema,
  responses: {
    201: answer('Created.', insertedSchema),
    403: notAllowed,
    409: conflict(
      '`connect` payouts: card before the creator’s payout account is ready, or PayPal without their merchant id.',
    ),
  },
});

export const updateMarathon = endpoint({
  ...routes.updateMarathon,
  refusal: 'creator_only',
  summary: 'Change the editable fields of the caller’s marathon',
  params: marathonParams,
  body: marathonInputSchema,
  responses: {
    200: answer('Updated.', updatedSchema),
    409: conflict(
      `A capacity below the places already taken, a distance removed while it has registrations or a waitlist, a question with answers changing type or losing an option in use, (\`connect\` payouts) card or PayPal added before the creator’s payout account takes them, or a ballot added, reopened or moved once the race’s seed is public (${refusalsText('ballot_seed_public')}).`,
    ),
  },
});

export const deleteMarathon = endpoint({
  ...routes.deleteMarathon,
  summary: 'Delete the caller’s marathon with its registrations',
  params: marathonParams,
  responses: {
    200: answer('Deleted.', deletedSchema),
  },
});

export const myMarathons = endpoint({
  ...routes.myMarathons,
  self: { param: 'email', refusal: 'not_own_marathons' },
  summary: 'The marathons the caller created, with their counts',
  params: z.object({ email: z.string().describe('The caller’s own email') }),
  responses: {
    200: answer('The caller’s marathons.', z.array(marathonSchema)),
  },
});
