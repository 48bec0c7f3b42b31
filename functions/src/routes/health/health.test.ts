// The app against a Firestore address where nothing listens: 503 {error}, in bounded time.
import * as community from '@run/contract/endpoints/community';
import * as health from '@run/contract/endpoints/health';
import * as marathons from '@run/contract/endpoints/marathons';
import { describe, expect, it } from 'vitest';

import { apiClient } from '../../../../test-support/api-client.js';
import { localApp } from '../../../test/local-app.js';

const app = localApp({ RUN_HEALTH_TIMEOUT_MS: '800', RUN_REQUEST_TIMEOUT_MS: '1500' });
// The app listens once the tests start: the client is made then.
const api = () => apiClient(`${app.baseUrl}/api`);

describe('GET /health', () => {
  it.each([
    ['GET /health', health.health],
    ['any request, instead of hanging,', marathons.listMarathons],
  ])(
    'answers %s with 503 {error} within a few seconds when Firestore is unreachable',
    async (_name, endpoint) => {
      const started = Date.now();
      const res = await api().call(endpoint);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: expect.any(String), code: expect.any(String) });
      expect(Date.now() - started).toBeLessThan(5000);
    },
  );

  it('answers unknown paths with 404 JSON and invalid JSON with 400 JSON', async () => {
    expect((await fetch(`${app.baseUrl}/nope`)).status).toBe(404);
    const res = await api().call(community.addOpinion, { rawBody: '{oops' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'invalid_json',
    });
  });
});
