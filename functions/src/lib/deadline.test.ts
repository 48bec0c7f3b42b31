import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A short deadline for this file: env is read once, when deadline.ts is first imported. The variable
// is put back at once, so later test files of this worker read their own.
const before = process.env.RUN_REQUEST_TIMEOUT_MS;
process.env.RUN_REQUEST_TIMEOUT_MS = '100';
const { requestDeadline, stillAwaited } = await import('./deadline.js');
if (before === undefined) delete process.env.RUN_REQUEST_TIMEOUT_MS;
else process.env.RUN_REQUEST_TIMEOUT_MS = before;

/** Writes each handler sent, standing for a commit to Firestore. */
const sent: string[] = [];

/** A handler that waits `ms`, then sends its write only if its caller still waits for it. */
const writeAfter = (name: string, ms: number) =>
  async function handler(_req: express.Request, res: express.Response) {
    await sleep(ms);
    try {
      stillAwaited();
      sent.push(name);
      if (!res.headersSent) res.json({ sent: name });
    } catch {
      // The caller already heard 503.
    }
  };

let base = '';
let server: ReturnType<ReturnType<typeof express>['listen']>;

beforeAll(async () => {
  const app = express();
  // As in app.ts: the deadline first, then the body parser (its stream callbacks keep the context).
  app.use(requestDeadline, express.json());
  app.get('/quick', writeAfter('quick', 0));
  app.post('/slow', writeAfter('slow', 250));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

const postSlow = () =>
  fetch(`${base}/slow`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Ada' }),
  });

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the request deadline', () => {
  it('lets a write in time go through', async () => {
    const res = await fetch(`${base}/quick`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: 'quick' });
    expect(sent).toContain('quick');
  });

  it('answers 503 at the deadline, and the request’s later write is never sent', async () => {
    const res = await postSlow();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: 'The service is taking too long to answer. Please try again shortly.',
    });
    await sleep(300); // the handler has woken up and asked by now
    expect(sent).not.toContain('slow');
  });

  it('does not stop a request that is still in time while another one is past its deadline', async () => {
    const [slow, quick] = await Promise.all([
      postSlow(),
      sleep(150).then(() => fetch(`${base}/quick`)),
    ]);
    expect(slow.status).toBe(503);
    expect(quick.status).toBe(200);
  });

  it('is no deadline outside a request (triggers, scripts)', () => {
    expect(() => stillAwaited()).not.toThrow();
  });
});
