// The app against a Firestore address where nothing listens: 503 {error}, in bounded time.
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let baseUrl = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  // Env is read once at import, so set it before loading the app.
  process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:9';
  process.env.GCLOUD_PROJECT = 'demo-run';
  process.env.RUN_HEALTH_TIMEOUT_MS = '800';
  process.env.RUN_REQUEST_TIMEOUT_MS = '1500';
  const { createApp } = await import('../../app.js');
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe('GET /health', () => {
  it('answers 503 {error} within a few seconds when Firestore is unreachable', async () => {
    const started = Date.now();
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers any request 503 {error} instead of hanging when Firestore is unreachable', async () => {
    const started = Date.now();
    const res = await fetch(`${baseUrl}/api/marathons`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers unknown paths with 404 JSON and invalid JSON with 400 JSON', async () => {
    expect((await fetch(`${baseUrl}/nope`)).status).toBe(404);
    const res = await fetch(`${baseUrl}/opinion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});
