// The route adapter checks a race role before a handler runs: a handler bound to a race-scoped
// declaration is never called for a caller without the role, and is handed the race and the role
// when it is. The adapter runs here on a local Express app against the local stack's Auth and
// Firestore (real tokens, the race created through the API), with a handler that records its calls.
import type { AddressInfo } from 'node:net';

import { rosterOf } from '@run/contract/domain/roster';
import * as raceDay from '@run/contract/endpoints/race-day';
import { FieldPath } from 'firebase-admin/firestore';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { apiClient, type ApiClient } from '../../test-support/api-client.js';
import { createMarathon } from './helpers.js';
import { adminDb } from './stored.js';
import { accounts, adminAuth } from './users.js';

const [owner, coOrganiser, checker, stranger] = accounts('owner', 'co', 'checker', 'stranger');

interface Seen {
  raceId: string;
  role: string;
}
const calls: Seen[] = [];
let local: ApiClient;
let close: () => void = () => undefined;
let raceId = '';

beforeAll(async () => {
  // The adapter verifies tokens with firebase-admin, which finds the Auth emulator by this variable.
  adminAuth();
  const { handle, mount } = await import('../src/lib/endpoint-router.js');
  const { errorHandler, notFoundHandler } = await import('../src/lib/error-handler.js');
  const { readRace } = await import('../src/store/marathon-doc.js');
  const { partnerGate } = await import('../src/partner/partner.js');
  const app = express();
  app.use(express.json());
  app.use(
    mount(
      [
        handle(raceDay.undoCheckIn, ({ race, role }) => {
          calls.push({ raceId: race.id, role });
          return Promise.resolve({ deletedCount: 0 });
        }),
        handle(raceDay.compactRoster, ({ race, role }) => {
          calls.push({ raceId: race.id, role });
          return Promise.resolve(rosterOf([], [], new Date()));
        }),
      ],
      { readRace, partner: partnerGate },
    ),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  local = apiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  close = () => server.close();

  raceId = await createMarathon(owner);
  await adminDb()
    .doc(`marathons/${raceId}`)
    .update(
      new FieldPath('staffRoles', coOrganiser.uid),
      'co-organiser',
      new FieldPath('staffRoles', checker.uid),
      'check-in',
    );
});

afterAll(() => close());
beforeEach(() => {
  calls.length = 0;
});

const undo = (token: string | undefined, id = raceId) =>
  local.call(raceDay.undoCheckIn, { params: { id, userId: 'someone' }, token });

describe('race roles in the route adapter', () => {
  it('refuses a caller without the role before the handler runs', async () => {
    const asChecker = await undo(checker.token);
    expect(asChecker.status).toBe(403);
    expect(asChecker.body).toEqual({
      error: 'Only the marathon’s organisers can do this.',
      code: 'organisers_only',
    });
    const asStranger = await undo(stranger.token);
    expect(asStranger.status).toBe(403);
    expect((await undo(undefined)).status).toBe(401);
    expect(calls).toEqual([]);
  });

  it('answers 404 for a race that does not exist, without calling the handler', async () => {
    const res = await undo(owner.token, 'no-such-race-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Marathon not found.', code: 'marathon_not_found' });
    expect(calls).toEqual([]);
  });

  it('hands the handler the race and the caller’s role', async () => {
    expect((await undo(owner.token)).status).toBe(200);
    expect((await undo(coOrganiser.token)).status).toBe(200);
    expect(calls).toEqual([
      { raceId, role: 'organiser' },
      { raceId, role: 'co-organiser' },
    ]);
  });

  it('admits check-in staff where the declaration names all race staff', async () => {
    const res = await local.call(raceDay.compactRoster, {
      params: { id: raceId },
      token: checker.token,
    });
    expect(res.status).toBe(200);
    expect(calls).toEqual([{ raceId, role: 'check-in' }]);
  });
});
