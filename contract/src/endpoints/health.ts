// GET /health and the API's own document.
import { z } from 'zod';

import { healthSchema } from '../domain/api-types.js';
import { declare } from '../http/endpoint.js';
import { routes } from '../http/routes.js';
import { answer, failure } from './common.js';

const endpoint = declare('health');

export const health = endpoint({
  ...routes.health,
  summary: 'Whether the API reaches its database (one real read, bounded in time)',
  cache: 'private',
  responses: {
    200: answer('The database answered.', healthSchema),
    503: failure('The database did not answer in time, or is unreachable.'),
  },
});

export const openApiDocument = endpoint({
  ...routes.openApiDocument,
  summary: 'This API’s OpenAPI 3.1 document',
  responses: {
    200: answer(
      'The OpenAPI 3.1 document of every endpoint.',
      z.looseObject({ openapi: z.string() }),
    ),
  },
});
