// firestore.rules: browsers get no direct access at all (docs/architecture.md); only the API's
// Admin SDK, which bypasses rules, reads and writes. Pattern: firebase/quickstart-testing
// unit-test-security-rules-v9 (clear before each test, seed with rules off, act as named users).
import fs from 'node:fs';
import path from 'node:path';

import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, collection, getDocs, deleteDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

let env: RulesTestEnvironment;

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
