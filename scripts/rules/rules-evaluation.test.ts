// What the stack's Firestore evaluates of the rules language, through the client SDK as a browser would
// use it: small rules loaded for their own project ids beside the real firestore.rules (which allows
// only the live documents' reads). Pattern: firebase/quickstart-testing.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, onSnapshot, setDoc } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';

const [host = '127.0.0.1', port = '8080'] = (
  process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
).split(':');

const environments: RulesTestEnvironment[] = [];

async function environment(projectId: string, rules: string): Promise<RulesTestEnvironment> {
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { rules, host, port: Number(port) },
  });
  environments.push(env);
  await env.clearFirestore();
  return env;
}

afterAll(async () => {
  await Promise.all(environments.map((env) => env.cleanup()));
});

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /boards/{boardId} {
      allow read: if true;
    }
    match /private/{docId} {
      allow read: if false;
    }
    match /profiles/{uid} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /races/{raceId}/notes/{noteId} {
      allow read: if get(/databases/$(database)/documents/races/$(raceId)).data.organiserUid == request.auth.uid;
    }
  }
}
`;

describe('security rules evaluated by the stack Firestore', () => {
  it('allows a read a rule allows, and denies one a rule denies', async () => {
    const env = await environment('demo-rules-read', RULES);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'boards/b1'), { title: 'Finish line' });
      await setDoc(doc(ctx.firestore(), 'private/p1'), { secret: true });
    });
    const visitor = env.unauthenticatedContext().firestore();
    const board = await assertSucceeds(getDoc(doc(visitor, 'boards/b1')));
    expect(board.data()).toEqual({ title: 'Finish line' });
    await assertFails(getDoc(doc(visitor, 'private/p1')));
  });

  it('lets a user read and write only their own profile (request.auth.uid)', async () => {
    const env = await environment('demo-rules-auth', RULES);
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(setDoc(doc(alice, 'profiles/alice'), { name: 'Alice' }));
    await assertSucceeds(getDoc(doc(alice, 'profiles/alice')));
    await assertFails(getDoc(doc(alice, 'profiles/bob')));
    await assertFails(setDoc(doc(alice, 'profiles/bob'), { name: 'Mallory' }));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'profiles/alice')));
  });

  it("decides on another document's data (get())", async () => {
    const env = await environment('demo-rules-get', RULES);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'races/r1'), { organiserUid: 'olga' });
      await setDoc(doc(ctx.firestore(), 'races/r1/notes/n1'), { text: 'Water at km 5' });
    });
    await assertSucceeds(
      getDoc(doc(env.authenticatedContext('olga').firestore(), 'races/r1/notes/n1')),
    );
    await assertFails(
      getDoc(doc(env.authenticatedContext('bob').firestore(), 'races/r1/notes/n1')),
    );
  });

  it('sends a listener every change of a document it may read', async () => {
    const env = await environment('demo-rules-listen', RULES);
    const seen: unknown[] = [];
    const unsubscribe = onSnapshot(
      doc(env.unauthenticatedContext().firestore(), 'boards/b2'),
      (s) => seen.push(s.data() ?? null),
    );
    // The first snapshot (no document yet) before the writes: on a busy machine the listen can
    // otherwise be answered after the first write, and miss the empty state.
    await expect.poll(() => seen.length).toBe(1);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'boards/b2'), { finishers: 1 });
      await setDoc(doc(ctx.firestore(), 'boards/b2'), { finishers: 2 });
    });
    await expect.poll(() => seen.at(-1)).toEqual({ finishers: 2 });
    expect(seen[0]).toBeNull();
    unsubscribe();
  });

  it('refuses a rules file with a construct it cannot evaluate, naming its line', async () => {
    const unsupported = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /boards/{boardId} {
      allow read: if hashing.sha256(request.auth.uid) == 'x';
    }
  }
}
`;
    await expect(environment('demo-rules-unsupported', unsupported)).rejects.toThrow(/line 5\b/);
  });
});
