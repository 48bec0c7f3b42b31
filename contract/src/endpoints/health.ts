// GET /health and the API's own document.
import { z } from 'zod';

import { healthSchema } from '../domain/api-types.js';
import { declare } from './declare.js';
import { answer, failure } from './common.js';

export const { health, openApiDocument } = declare('health', {
  health: {
    summary: 'Whether the API reaches its database (one real read, bounded in time)',
    cache: 'private',
    responses: {
      200: answer('The database answered.', healthSchema),
      503: failure('The database did not answer in time, or is unreachable.'),
    },
  },

  openApiDocument: {
    summary: 'This API’s OpenAPI 3.1 document',
    responses: {
      200: answer(
        'The OpenAPI 3.1 document of every endpoint.',
        z.looseObject({ openapi: z.string() }),
      ),
    },
  },
});
