// The app against a Firestore address where nothing listens: 503 {error}, in bounded time.
import { describe, expect, it } from 'vitest';

import { localApp } from '../../../test/local-app.js';

const app = localApp({ RUN_HEALTH_TIMEOUT_MS: '800', RUN_REQUEST_TIMEOUT_MS: '1500' });

describe('GET /health', () => {
  it.each([
    ['GET /health', '/api/health'],
    ['any request, instead of hanging,', '/api/marathons'],
  ])(
    'answers %s with 503 {error} within a few seconds when Firestore is unreachable',
    async (_name, path) => {
      const started = Date.now();
      const res = await fetch(`${app.baseUrl}${path}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: expect.any(String) });
      expect(Date.now() - started).toBeLessThan(5000);
    },
  );

  it('answers unknown paths with 404 JSON and invalid JSON with 400 JSON', async () => {
    expect((await fetch(`${app.baseUrl}/nope`)).status).toBe(404);
    const res = await fetch(`${app.baseUrl}/opinion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});
