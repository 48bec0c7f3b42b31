// Marathons: the public lists, one race, its calendar file, and the creator's create / edit / delete.
import { z } from 'zod';

import {
  deletedSchema,
  insertedSchema,
  marathonSchema,
  updatedSchema,
} from '../domain/api-types.js';
import { marathonListQuery } from '../domain/query.js';
import { marathonCreateSchema, marathonInputSchema } from '../domain/schemas.js';
import { servedLanguageQuery } from '../domain/translations.js';
import { declare } from './declare.js';
import { answer, conflict, notAllowed, refusalsText } from './common.js';

export const {
  featuredMarathons,
  listMarathons,
  getMarathon,
  marathonCalendar,
  createMarathon,
  updateMarathon,
  deleteMarathon,
  myMarathons,
} = declare('marathons', {
  featuredMarathons: {
    summary: 'Up to 6 featured marathons, upcoming first',
    responses: { 200: answer('The featured marathons.', z.array(marathonSchema)) },
  },

  listMarathons: {
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
  },

  getMarathon: {
    summary:
      'One marathon with its counts, its own texts in the language asked (`lang`, else Accept-Language) where its organisers translated them; its creator also gets the first participants',
    // Cached per Authorization header; the creator's copy (participants) is marked personal.
    cache: 'public',
    // A translation is served by the visitor's Accept-Language: a shared cache keeps one per value.
    vary: ['Accept-Language'],
    query: servedLanguageQuery,
    responses: {
      200: answer('The marathon; `language` says which language its texts are in.', marathonSchema),
    },
  },

  marathonCalendar: {
    summary:
      'The race as an iCalendar file, its words (the description, the reminder) in the language asked (`lang`, else Accept-Language)',
    query: servedLanguageQuery,
    responses: {
      200: { description: 'The race day as an event.', file: 'text/calendar' },
    },
  },

  createMarathon: {
    summary: 'Add a marathon; the caller is its creator',
    body: marathonCreateSchema,
    responses: {
      201: answer('Created.', insertedSchema),
      403: notAllowed,
      409: conflict(
        '`connect` payouts: card before the creator’s payout account is ready, or PayPal without their merchant id.',
      ),
    },
  },

  updateMarathon: {
    refusal: 'creator_only',
    summary: 'Change the editable fields of the caller’s marathon',
    body: marathonInputSchema,
    responses: {
      200: answer('Updated.', updatedSchema),
      409: conflict(
        `A capacity below the places already taken, a distance removed while it has registrations or a waitlist, a question with answers changing type or losing an option in use, (\`connect\` payouts) card or PayPal added before the creator’s payout account takes them, or a ballot added, reopened or moved once the race’s seed is public (${refusalsText('ballot_seed_public')}).`,
      ),
    },
  },

  deleteMarathon: {
    summary: 'Delete the caller’s marathon with its registrations',
    responses: {
      200: answer('Deleted.', deletedSchema),
    },
  },

  myMarathons: {
    self: { param: 'email', refusal: 'not_own_marathons' },
    summary: 'The marathons the caller created, with their counts',
    params: z.object({ email: z.string().describe('The caller’s own email') }),
    responses: {
      200: answer('The caller’s marathons.', z.array(marathonSchema)),
    },
  },
});
