// Security rules on client SDK calls (firebase/firestore, gRPC, with rules-unit-testing's kind of
// unsigned token or none); the Admin SDK bypasses them. Rules come through the emulator's endpoint.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  collection,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  setDoc,
  where,
  type Firestore as ClientFirestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFirestoreServer, type FirestoreServer } from '../src/rpc/server.js';
import { adminDb, clientDb, closeApps, startTestServer } from './helpers.js';

const PROJECT = 'demo-access';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /boards/{id} {
      allow get, list: if resource == null || resource.data.public == true;
    }
    match /notes/{uid} {
      allow read: if request.auth.uid == uid;
      allow create: if request.auth.uid == uid && request.resource.data.text is string;
    }
    match /entries/{id} {
      allow list: if resource.data.owner == request.auth.uid;
    }
    match /results/{id} {
      allow list: if resource.data.published == true && resource.data.km < 50
        && resource.data.km is number && !(resource.data.km >= 50);
    }
  }
}
`;
let server: FirestoreServer;

/** A client SDK Firestore as a browser's, signed in as `uid` (an unsigned token) or signed out. */
function client(uid?: string): ClientFirestore {
  return clientDb(server.port, PROJECT, uid);
}

function putRules(project: string, content: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${server.port}/emulator/v1/projects/${project}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
}

beforeAll(async () => {
  server = await startTestServer({ port: 8225 });
  expect((await putRules(PROJECT, RULES)).status).toBe(200);
  const admin = adminDb(PROJECT);
  await admin.doc('boards/open').set({ public: true, finishers: 3 });
  await admin.doc('boards/closed').set({ public: false });
  await admin.doc('notes/alice').set({ text: 'km 30 is hard' });
  await admin.doc('entries/e1').set({ owner: 'alice', km: 42 });
  await admin.doc('results/r1').set({ published: true, km: 42 });
});

afterAll(async () => {
  await closeApps();
  await server.stop();
});

describe('security rules', () => {
  it('let the Admin SDK read what the rules deny', async () => {
    expect((await adminDb(PROJECT).doc('boards/closed').get()).data()).toEqual({ public: false });
  });

  it('allow and deny gets by the document and queries by their filters', async () => {
    const db = client();
    expect((await getDoc(doc(db, 'boards/open'))).data()).toEqual({ public: true, finishers: 3 });
    await expect(getDoc(doc(db, 'boards/closed'))).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringMatching(/false for 'get' @ L5/),
    });
    const open = await getDocs(query(collection(db, 'boards'), where('public', '==', true)));
    expect(open.docs.map((d) => d.id)).toEqual(['open']);
    await expect(getDocs(collection(db, 'boards'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('judge a list from its query, never from the documents it returns (rules are not filters)', async () => {
    const alice = client('alice');
    const entries = collection(alice, 'entries');
    const ids = async (...filters: Parameters<typeof where>[]) =>
      (await getDocs(query(entries, ...filters.map((f) => where(...f))))).docs.map((d) => d.id);
    // The filter implies the rule: allowed, whatever the collection holds.
    expect(await ids(['owner', '==', 'alice'])).toEqual(['e1']);
    expect(await ids(['owner', '==', 'alice'], ['km', '>', 100])).toEqual([]);
    expect(await ids(['owner', 'in', ['alice']])).toEqual(['e1']);
    // Could return another runner's entry: refused, although every document it returns now is alice's.
    for (const filters of [[['km', '>', 0]], [['owner', 'in', ['alice', 'bob']]], []] as const) {
      await expect(
        ids(...(filters as unknown as Parameters<typeof where>[])),
      ).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
    const results = collection(client(), 'results');
    const count = async (...filters: Parameters<typeof where>[]) =>
      (await getDocs(query(results, ...filters.map((f) => where(...f))))).size;
    // A range within the rule's implies it, its type and its negation's falsity.
    expect(await count(['published', '==', true], ['km', '<', 45])).toBe(1);
    expect(await count(['published', '==', true], ['km', '<=', 49.5])).toBe(1);
    await expect(count(['published', '==', true], ['km', '<', 60])).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(count(['km', '<', 45])).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('give request.auth from the token and check request.resource on writes', async () => {
    const alice = client('alice');
    expect((await getDoc(doc(alice, 'notes/alice'))).exists()).toBe(true);
    await expect(getDoc(doc(client('bob'), 'notes/alice'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDoc(doc(client(), 'notes/alice'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const bob = client('bob');
    await setDoc(doc(bob, 'notes/bob'), { text: 'new shoes' });
    await expect(setDoc(doc(bob, 'notes/bob2'), { text: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('refuse a listener the rules deny, and feed one they allow', async () => {
    const db = client();
    const error = await new Promise<Error>((resolve) => {
      onSnapshot(doc(db, 'boards/closed'), () => {}, resolve);
    });
    expect(error).toMatchObject({ code: 'permission-denied' });
    const seen: unknown[] = [];
    const stop = onSnapshot(doc(db, 'boards/open'), (s) => seen.push(s.data()?.finishers));
    await expect.poll(() => seen).toEqual([3]);
    await adminDb(PROJECT).doc('boards/open').update({ finishers: 4 });
    await expect.poll(() => seen).toEqual([3, 4]);
    stop();
  });

  it('refuse rules they cannot evaluate, naming the line, and keep the rules in force', async () => {
    const res = await putRules(
      PROJECT,
      RULES.replace('resource == null ||', 'hashing.md5(1) == 2 ||'),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/L5:/);
    expect((await getDoc(doc(client(), 'boards/open'))).exists()).toBe(true);
  });

  it('refuse to start with a rules file they cannot evaluate', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rules-')), 'firestore.rules');
    fs.writeFileSync(file, RULES.replace('is string', 'is text'));
    await expect(startFirestoreServer({ port: 0, rulesFile: file })).rejects.toThrow(
      /firestore\.rules: .*line 9/,
    );
  });
});
