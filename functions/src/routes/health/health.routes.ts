// GET /health: 200 when the database answers in time, 503 {error} when it does not; and the API's
// own OpenAPI document, generated once from the declarations.
import { allEndpoints } from '@run/contract/endpoints/all';
import * as health from '@run/contract/endpoints/health';
import { refusalSentence } from '@run/contract/domain/refusals';
import { openApiDocument } from '@run/contract/http/openapi';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import { pingDatabase } from '../../health/health.js';

const REFUSALS = { timeout: 'database_timeout', unreachable: 'database_unreachable' } as const;

let document: ReturnType<typeof openApiDocument> | undefined;

export const healthRoutes = [
  handle(health.health, async () => {
    const answer = await pingDatabase();
    if (answer === 'ok') return { ok: true as const };
    const code = REFUSALS[answer];
    return reply(health.health, 503, { error: refusalSentence(code), code });
  }),

  handle(health.openApiDocument, async () => {
    document ??= openApiDocument(allEndpoints);
    return document;
  }),
];
