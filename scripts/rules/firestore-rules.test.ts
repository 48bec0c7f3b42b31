// firestore.rules: browsers get no direct access (docs/architecture.md) but reading a race's public
// live documents (docs/race-day.md); only the API's Admin SDK, which bypasses rules, writes. Pattern: firebase/quickstart-testing
// unit-test-security-rules-v9 (clear before each test, seed with rules off, act as named users).
import fs from 'node:fs';
import path from 'node:path';

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let env: RulesTestEnvironment;

async function waitFor(done: () => boolean, ms = 5_000): Promise<void> {
  for (const until = Date.now() + ms; !done();) {
    if (Date.now() > until) throw new Error('The listener heard nothing in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-run-rules',
    firestore: {
      rules: fs.readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8'),
      host: host ?? '127.0.0.1',
      port: Number(port ?? 8080),
    },
  });
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'marathons/m1'), { title: 'Lakeshore', createdByUid: 'alice' });
    await setDoc(doc(db, 'marathons/m1/registrations/bob'), {
      userId: 'bob',
      phone: '+1 555 0100',
    });
    await setDoc(doc(db, 'users/alice'), { name: 'Alice' });
    await setDoc(doc(db, 'marathons/m1/live/counts'), { registered: 1, checkedIn: 0 });
    await setDoc(doc(db, 'marathons/m1/live/finishers-10k'), { distanceId: '10k', finishers: [] });
    await setDoc(doc(db, 'marathons/m1/liveSync/counts'), { writtenAt: 0 });
  });
});

/** A visitor, a signed-in stranger and the race's own organiser: the live documents treat all alike. */
type ClientDb = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;

const everyone = (): ClientDb[] => [
  env.unauthenticatedContext().firestore(),
  env.authenticatedContext('carol').firestore(),
  env.authenticatedContext('alice').firestore(),
];

const LIVE = ['marathons/m1/live/counts', 'marathons/m1/live/finishers-10k'];
/** Live documents of a race, and of a distance, that have none yet. */
const NOT_YET = ['marathons/m2/live/counts', 'marathons/m1/live/finishers-half-marathon'];

describe('the live documents', () => {
  it('lets anyone read each live document', async () => {
    for (const db of everyone()) {
      for (const path of LIVE) {
        const read = await assertSucceeds(getDoc(doc(db, path)));
        if (!read.exists()) throw new Error(`${path} should have been read with its data`);
      }
    }
  });

  it('lets anyone read a live document before it exists (a board opens before the first finisher)', async () => {
    for (const db of everyone()) {
      for (const path of NOT_YET) await assertSucceeds(getDoc(doc(db, path)));
    }
  });

  it('lets anyone listen to a live document that does not exist yet, and hears it come', async () => {
    const db = env.unauthenticatedContext().firestore();
    const path = 'marathons/m1/live/finishers-half-marathon';
    const heard: boolean[] = [];
    const stop = onSnapshot(doc(db, path), (snap) => heard.push(snap.exists()));
    try {
      await waitFor(() => heard.length === 1);
      await env.withSecurityRulesDisabled(async (ctx) => {
        await setDoc(doc(ctx.firestore(), path), { distanceId: 'half-marathon', finishers: [] });
      });
      await waitFor(() => heard.length === 2);
      expect(heard).toEqual([false, true]);
    } finally {
      stop();
    }
  });

  it('denies anyone writing, changing or deleting a live document, existing or not', async () => {
    for (const db of everyone()) {
      for (const path of [...LIVE, ...NOT_YET]) {
        await assertFails(setDoc(doc(db, path), { registered: 0 }));
        await assertFails(deleteDoc(doc(db, path)));
      }
      for (const path of LIVE) await assertFails(updateDoc(doc(db, path), { finished: 99 }));
    }
  });

  it('denies listing the live documents, reading any other document under live/ and the refresh state', async () => {
    for (const db of everyone()) {
      await assertFails(getDocs(collection(db, 'marathons/m1/live')));
      await assertFails(getDoc(doc(db, 'marathons/m1/live/roster')));
      await assertFails(getDoc(doc(db, 'marathons/m1/live/finishers-')));
      await assertFails(getDoc(doc(db, 'marathons/m1/live/counts/private/x')));
      await assertFails(getDoc(doc(db, 'marathons/m1/liveSync/counts')));
      await assertFails(setDoc(doc(db, 'marathons/m1/liveSync/counts'), { writtenAt: 1 }));
    }
  });

  it('denies reading and writing every other path, to anyone', async () => {
    const paths = [
      'marathons/m1',
      'marathons/m1/registrations/bob',
      'marathons/m1/results/10k-1',
      'marathons/m1/registrationCounters/0',
      'users/alice',
      'live/counts',
    ];
    for (const db of everyone()) {
      for (const path of paths) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { x: 1 }));
        await assertFails(deleteDoc(doc(db, path)));
      }
      await assertFails(getDocs(collection(db, 'marathons')));
      await assertFails(getDocs(collection(db, 'marathons/m1/registrations')));
    }
  });
});

describe('firestore.rules', () => {
  it('denies a visitor reading marathons', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'marathons/m1')));
  });

  it("denies a marathon's creator reading its participants' phone numbers directly", async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(getDocs(collection(db, 'marathons/m1/registrations')));
  });

  it('denies a runner reading their own registration directly (the API serves it)', async () => {
    await assertFails(
      getDoc(doc(env.authenticatedContext('bob').firestore(), 'marathons/m1/registrations/bob')),
    );
  });

  it('denies a signed-in user creating a registration around the API', async () => {
    const db = env.authenticatedContext('carol').firestore();
    await assertFails(setDoc(doc(db, 'marathons/m1/registrations/carol'), { userId: 'carol' }));
  });

  it('denies a user writing or deleting even their own profile', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(db, 'users/alice'), { name: 'Mallory' }));
    await assertFails(deleteDoc(doc(db, 'users/alice')));
  });
});
