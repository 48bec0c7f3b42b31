// GET /health and the API's own document.
import { z } from 'zod';

import { healthSchema } from '../domain/api-types.js';
import { declare } from '../http/endpoint.js';
import { failure } from './common.js';

const endpoint = declare('health');

export const health = endpoint({
  name: 'health',
  method: 'GET',
  path: '/health',
  who: 'anyone',
  summary: 'Whether the API reaches its database (one real read, bounded in time)',
  cache: 'private',
  responses: {
    200: { description: 'The database answered.', json: healthSchema },
    503: failure('The database did not answer in time, or is unreachable.'),
  },
});

export const openApiDocument = endpoint({
  name: 'openApiDocument',
  method: 'GET',
  path: '/openapi.json',
  who: 'anyone',
  summary: 'This API’s OpenAPI 3.1 document',
  responses: {
    200: {
      description: 'The OpenAPI 3.1 document of every endpoint.',
      json: z.looseObject({ openapi: z.string() }),
    },
  },
});
