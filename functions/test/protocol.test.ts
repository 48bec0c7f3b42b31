// The HTTP contract around every route: health, unknown paths, body size and JSON, CORS, errors.
import * as community from '@run/contract/endpoints/community';
import * as health from '@run/contract/endpoints/health';
import * as marathons from '@run/contract/endpoints/marathons';
import { describe, expect, it } from 'vitest';

import { API, api, createMarathon, direct, fakeIp, uniqueName } from './helpers.js';
import { adminDb, storedWithName } from './stored.js';
import { signUp } from './users.js';

describe('protocol', () => {
  it('GET /health answers {ok:true} after a Firestore round trip', async () => {
    const res = await api.call(health.health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers unknown API paths with 404 {error}', async () => {
    // No endpoint declares this path (that is the point), so it is sent by hand.
    const res = await fetch(`${API}/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: expect.stringMatching(/^No such path: GET \S*\/no-such-thing$/u),
      code: 'no_such_path',
      params: { method: 'GET', path: expect.stringMatching(/\/no-such-thing$/u) },
    });
  });

  it('serves the same routes on the direct function URL (without /api)', async () => {
    const ok = await direct.call(health.health);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    const list = await direct.call(marathons.listMarathons, { query: { limit: 1 } });
    expect(list.status).toBe(200);
  });

  it('gzips a list for a client that accepts it, through Hosting and direct, and only then', async () => {
    const owner = await signUp('gzip-owner');
    // Races of this test alone (other files create races meanwhile, which would change the newest 3).
    const title = uniqueName('Gzip Marathon ');
    for (let i = 0; i < 3; i += 1) {
      await createMarathon(owner, { title, description: 'x'.repeat(400) });
    }
    for (const url of [api, direct].map((client) =>
      client.urlOf(marathons.listMarathons, { query: { q: title, limit: 3 } }),
    )) {
      const gzipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.status).toBe(200);
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/iu);
      const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const text = await plain.text();
      // Over the 1 KB below which a body goes as it is.
      expect(text.length).toBeGreaterThan(1024);
      // The same JSON either way (fetch inflates the gzipped body).
      expect(await gzipped.json()).toEqual(JSON.parse(text));
    }
  });

  it('rejects a body over 100 KB with 413, storing nothing', async () => {
    const name = uniqueName('Big');
    const res = await api.call(community.addOpinion, {
      body: { name, email: 'big@example.com', opinion: 'x'.repeat(101 * 1024) },
      headers: { 'x-forwarded-for': fakeIp() },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: expect.any(String),
      code: 'body_too_large',
      params: { limit: '100 KB' },
    });
    expect(await storedWithName('opinions', name)).toBe(0);
  });

  it('rejects invalid JSON with 400, storing nothing', async () => {
    const name = uniqueName('Broken');
    const res = await api.call(community.addOpinion, {
      rawBody: `{"name": "${name}",`,
      headers: { 'x-forwarded-for': fakeIp() },
    });
    expect(res.status).toBe(400);
    expect(await storedWithName('opinions', name)).toBe(0);
  });

  it('rejects a JSON body that is not an object with 400', async () => {
    const user = await signUp();
    for (const rawBody of ['[]', '"text"', 'null', '42']) {
      const res = await api.call(community.upsertProfile, { token: user.token, rawBody });
      expect(res.status, rawBody).toBe(400);
    }
    expect((await adminDb().doc(`users/${user.uid}`).get()).exists).toBe(false);
  });

  it('answers CORS preflights and exposes the paging header', async () => {
    const res = await fetch(api.urlOf(marathons.listMarathons), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
    const get = await api.call(marathons.listMarathons, { query: { limit: 1 } });
    expect(get.headers.get('access-control-expose-headers')).toContain('X-Next-Cursor');
  });
});
