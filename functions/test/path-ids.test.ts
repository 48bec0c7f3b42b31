// Paths (docs/api.md): a `.` or `..` segment, raw or as `%2E%2E`, never reaches another route, through
// Hosting or on the direct function URL; an id that cannot be one (`__x__`, `a%2Fb`) is 404 on every
// declared path parameter; an undeclared method on a declared path is 405 with Allow; a body the
// platform cannot read is a JSON error, 415 included.
import { request } from 'node:http';

import { allEndpoints } from '@run/contract/endpoints/all';
import * as raceDay from '@run/contract/endpoints/race-day';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import { describe, expect, it } from 'vitest';

import { API, api, createMarathon, refusalShape, registrationForm, WAYS_IN } from './helpers.js';
import { marathonState } from './stored.js';
import { accounts } from './users.js';
import { applyTo } from './actions.js';

const [owner, runner] = accounts('paths-owner', 'paths-runner');

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * Sends `path` exactly as written (fetch and URL objects would resolve its dot segments first, as an
 * attacker's client does not).
 */
function raw(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname.replace(/\/$/u, '')}${path}`,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body !== undefined
            ? {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(options.body)),
              }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/**
 * The dot-segment walk sends several requests for every parameter of every route, one after another
 * (the functions emulator starts a worker per request in flight, so sending them together is slower).
 * Through Hosting's proxy each costs about 70 ms on this machine, and the walk grows with the routes:
 * its time limit is per request, not one for the whole walk.
 */
const WALK_MS_PER_REQUEST = 250;

const withParams = allEndpoints.filter((e) => e.path.includes('{'));
const paramsOf = (e: EndpointSpec) => [...e.path.matchAll(/\{(\w+)\}/gu)].map((m) => m[1] ?? '');
const DOT_SEGMENTS = ['..', '%2E%2E', '.', '%2e'];
const WALK_REQUESTS = withParams.reduce((n, e) => n + paramsOf(e).length * DOT_SEGMENTS.length, 0);

/** The endpoint's path for race `id` and runner `uid`, with `param` written as `segment`. */
function pathWith(e: EndpointSpec, ids: Record<string, string>, param: string, segment: string) {
  return e.path.replace(/\{(\w+)\}/gu, (_all, name: string) =>
    name === param ? segment : encodeURIComponent(ids[name] ?? 'x'),
  );
}

describe('a dot segment in a path', () => {
  it.each(WAYS_IN)(
    'is 404 for every parameter of every route, raw or encoded, and changes nothing ($way)',
    async ({ base }) => {
      const id = await createMarathon(owner);
      expect((await applyTo(id, runner)).status).toBe(200);
      const ids: Record<string, string> = {
        id,
        marathonId: id,
        userId: runner.uid,
        email: owner.email,
        staffId: 'staff-1',
        jobId: 'job-1',
      };
      const before = await marathonState(id);
      const calls = withParams.flatMap((endpoint) =>
        paramsOf(endpoint).flatMap((param) =>
          DOT_SEGMENTS.map((segment) => ({
            endpoint,
            path: pathWith(endpoint, ids, param, segment),
          })),
        ),
      );
      const answers: string[] = [];
      for (const { endpoint, path } of calls) {
        const res = await raw(base, endpoint.method, path, {
          token: owner.token,
          ...(endpoint.method === 'GET' || endpoint.method === 'DELETE'
            ? {}
            : { body: JSON.stringify(registrationForm(owner.email)) }),
        });
        answers.push(`${endpoint.method} ${path} ${res.status}`);
        const body: unknown = JSON.parse(res.text);
        expect(body).toEqual(refusalShape(body));
      }
      expect(answers.filter((a) => !a.endsWith(' 404'))).toEqual([]);
      expect(await marathonState(id)).toEqual(before);
    },
    30_000 + WALK_REQUESTS * WALK_MS_PER_REQUEST,
  );
});

describe('an id no document can have', () => {
  it.each(['__x__', '__name__', 'a/b'])(
    'is 404 as the runner of a bib, on both URLs: %s',
    async (userId) => {
      const id = await createMarathon(owner);
      for (const { client } of WAYS_IN) {
        const res = await client.call(raceDay.setBib, {
          params: { id, userId },
          token: owner.token,
          body: { bib: 1 },
        });
        expect(res.status).toBe(404);
        expect(res.body).toEqual(refusalShape(res.body));
      }
    },
  );

  it('is 404 on every parameter of every route', async () => {
    const id = await createMarathon(owner);
    const ids: Record<string, string> = { id, marathonId: id, userId: owner.uid };
    const refused: string[] = [];
    for (const endpoint of withParams) {
      for (const param of paramsOf(endpoint)) {
        const path = pathWith(endpoint, ids, param, '__x__');
        const res = await raw(API, endpoint.method, path, {
          token: owner.token,
          ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { body: '{}' }),
        });
        refused.push(`${endpoint.method} ${path} ${res.status}`);
      }
    }
    expect(refused.filter((a) => !a.endsWith(' 404'))).toEqual([]);
  });
});

describe('methods and bodies', () => {
  it('answers 405 with Allow for an undeclared method on a declared path, 404 elsewhere', async () => {
    const id = await createMarathon(owner);
    for (const { base } of WAYS_IN) {
      const put = await raw(base, 'PUT', `/marathon/${id}`, { token: owner.token, body: '{}' });
      expect(put.status).toBe(405);
      expect(put.headers.allow).toBe('DELETE, GET, PATCH');
      expect(JSON.parse(put.text)).toEqual({
        error: 'PUT is not allowed here. This path answers DELETE, GET, PATCH.',
        code: 'method_not_allowed',
        params: { method: 'PUT', allow: 'DELETE, GET, PATCH' },
      });
      const staff = await raw(base, 'GET', `/marathon/${id}/staff/accept`);
      expect([staff.status, staff.headers.allow]).toEqual([405, 'DELETE, POST']);
      const nowhere = await raw(base, 'PUT', `/no-such-thing/${id}`);
      expect(nowhere.status).toBe(404);
    }
    expect(await api.call(raceDay.roster, { params: { id }, token: owner.token })).toMatchObject({
      status: 200,
    });
  });

  it.each([
    ['an unknown charset', { 'content-type': 'application/json; charset=klingon' }, 415],
    ['an unknown content encoding', { 'content-encoding': 'zz' }, 415],
    ['a body that is not JSON', {}, 400],
  ])('answers %s with a JSON error on both URLs', async (_what, headers, status) => {
    for (const { base } of WAYS_IN) {
      const res = await raw(base, 'POST', '/marathons', {
        token: owner.token,
        body: status === 400 ? '{"title":' : '{}',
        headers,
      });
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/u);
      expect(JSON.parse(res.text)).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
  });
});
