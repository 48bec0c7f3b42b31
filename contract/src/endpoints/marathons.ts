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
import { endpoint } from '../http/endpoint.js';
import { badInput, conflict, notAllowed, notFound } from './errors.js';

const tags = ['marathons'];

export const featuredMarathons = endpoint({
  name: 'featuredMarathons',
  method: 'GET',
  path: '/marathons-6',
  who: 'anyone',
  summary: 'Up to 6 featured marathons, upcoming first',
  tags,
  cache: 'public',
  responses: { 200: { description: 'The featured marathons.', json: z.array(marathonSchema) } },
});

export const listMarathons = endpoint({
  name: 'listMarathons',
  method: 'GET',
  path: '/marathons',
  who: 'anyone',
  summary: 'Marathons, newest first; `q` searches title and location',
  tags,
  query: marathonListQuery,
  cache: 'public',
  limited: true,
  responses: {
    200: {
      description: 'A page of marathons.',
      json: z.array(marathonSchema),
      headers: { 'X-Next-Cursor': 'The next page’s cursor; absent on the last page.' },
    },
    400: badInput,
  },
});

export const getMarathon = endpoint({
  name: 'getMarathon',
  method: 'GET',
  path: '/marathon/{id}',
  who: 'anyone, token optional',
  summary: 'One marathon with its counts; its creator also gets the first participants',
  tags,
  params: marathonParams,
  cache: 'public',
  responses: {
    200: { description: 'The marathon.', json: marathonSchema },
    404: notFound,
  },
});

export const marathonCalendar = endpoint({
  name: 'marathonCalendar',
  method: 'GET',
  path: '/marathon/{id}/calendar.ics',
  who: 'anyone',
  summary: 'The race as an iCalendar file',
  tags,
  params: marathonParams,
  cache: 'public',
  responses: {
    200: { description: 'The race day as an event.', file: 'text/calendar' },
    404: notFound,
  },
});

export const createMarathon = endpoint({
  name: 'createMarathon',
  method: 'POST',
  path: '/marathons',
  who: 'signed in',
  summary: 'Add a marathon; the caller is its creator',
  tags,
  body: marathonCreateSchema,
  cache: 'private',
  responses: {
    201: { description: 'Created.', json: insertedSchema },
    400: badInput,
    403: notAllowed,
  },
});

export const updateMarathon = endpoint({
  name: 'updateMarathon',
  method: 'PATCH',
  path: '/marathon/{id}',
  who: 'creator',
  summary: 'Change the editable fields of the caller’s marathon',
  tags,
  params: marathonParams,
  body: marathonInputSchema,
  cache: 'private',
  responses: {
    200: { description: 'Updated.', json: updatedSchema },
    400: badInput,
    403: notAllowed,
    404: notFound,
    409: conflict('The capacity is below the places already taken.'),
  },
});

export const deleteMarathon = endpoint({
  name: 'deleteMarathon',
  method: 'DELETE',
  path: '/marathon/{id}',
  who: 'creator',
  summary: 'Delete the caller’s marathon with its registrations',
  tags,
  params: marathonParams,
  cache: 'private',
  responses: {
    200: { description: 'Deleted.', json: deletedSchema },
    403: notAllowed,
    404: notFound,
  },
});

export const myMarathons = endpoint({
  name: 'myMarathons',
  method: 'GET',
  path: '/my-applied-marathons/{email}',
  who: 'that user',
  self: { param: 'email', refusal: 'You can only see the marathons you created.' },
  summary: 'The marathons the caller created, with their counts',
  tags,
  params: z.object({ email: z.string().describe('The caller’s own email') }),
  cache: 'private',
  responses: {
    200: { description: 'The caller’s marathons.', json: z.array(marathonSchema) },
    403: notAllowed,
  },
});
