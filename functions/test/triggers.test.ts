// Firestore triggers on the local stack (docs/local-stack.md): the test-only probes of
// src/triggers/emulator-probes.ts and the product's registration audit trail, through real writes.
import { randomUUID } from 'node:crypto';

import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import * as community from '@run/contract/endpoints/community';

import { api, createMarathon, eventually, registrationForm } from './helpers.js';
import { adminDb } from './stored.js';
import { signUp } from './users.js';
import { applyTo, changeRegistration, withdraw } from './actions.js';

interface Invocation {
  kind: string;
  eventId: string;
  docId: string;
  before: DocumentData | null;
  after: DocumentData | null;
}

async function invocations(runId: string): Promise<Invocation[]> {
  const snap = await adminDb().collection(`probes/${runId}/invocations`).orderBy('at').get();
  return snap.docs.map((d) => {
    const { kind, eventId, docId, before, after } = d.data() as Invocation;
    return { kind, eventId, docId, before, after };
  });
}

/** Waits until `count` invocations are recorded, then returns them in the order they ran. */
function awaitInvocations(runId: string, count: number): Promise<Invocation[]> {
  return eventually(`${count} invocations in ${runId}`, async () => {
    const list = await invocations(runId);
    return list.length >= count ? list : undefined;
  });
}

describe('Firestore triggers on the local stack', { timeout: 200_000 }, () => {
  it('runs an onDocumentCreated function with a wildcard path exactly once, with the written data', async () => {
    const runId = randomUUID();
    const doc = adminDb().doc(`probes/${runId}/created/first`);
    await doc.set({ title: 'Berlin', places: 3 });
    // A second creation of the same document is delivered after any repeat of the first one
    // (commit order per document), so once it has run, a duplicate would have shown.
    await awaitInvocations(runId, 1);
    await doc.delete();
    await doc.set({ title: 'fence' });
    const list = await awaitInvocations(runId, 2);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ kind: 'created', docId: 'first', before: null });
    expect(list[0]?.after).toEqual({ title: 'Berlin', places: 3 });
    expect(list[1]?.after).toEqual({ title: 'fence' });
    expect(list[0]?.eventId).toMatch(/\S{8,}/u);
    expect(list[0]?.eventId).not.toBe(list[1]?.eventId);
  });

  it('gives onDocumentUpdated, onDocumentDeleted and onDocumentWritten the values before and after', async () => {
    const runId = randomUUID();
    const db = adminDb();
    const updated = db.doc(`probes/${runId}/updated/u`);
    await updated.set({ n: 1 });
    await updated.update({ n: 2 });
    const deleted = db.doc(`probes/${runId}/deleted/d`);
    await deleted.set({ gone: true });
    await deleted.delete();
    const written = db.doc(`probes/${runId}/written/w`);
    await written.set({ v: 'a' });
    await written.set({ v: 'b' });
    await written.delete();

    const list = await awaitInvocations(runId, 5);
    const of = (kind: string) =>
      list.filter((i) => i.kind === kind).map(({ before, after }) => ({ before, after }));
    expect(of('updated')).toEqual([{ before: { n: 1 }, after: { n: 2 } }]);
    expect(of('deleted')).toEqual([{ before: { gone: true }, after: null }]);
    // In commit order: created, updated, deleted.
    expect(of('written')).toEqual([
      { before: null, after: { v: 'a' } },
      { before: { v: 'a' }, after: { v: 'b' } },
      { before: { v: 'b' }, after: null },
    ]);
  });

  it('delivers writes of every path: commit, batch, transaction and bulk writer', async () => {
    const runId = randomUUID();
    const db = adminDb();
    const path = (id: string) => db.doc(`probes/${runId}/created/${id}`);
    await path('commit').create({ via: 'commit' });
    const batch = db.batch();
    batch.set(path('batch'), { via: 'batch' });
    await batch.commit();
    await db.runTransaction(async (txn) => {
      await txn.get(path('transaction'));
      txn.set(path('transaction'), { via: 'transaction' });
    });
    const bulk = db.bulkWriter();
    void bulk.create(path('bulk'), { via: 'bulk' });
    await bulk.close();

    const list = await awaitInvocations(runId, 4);
    expect(list.map((i) => i.after?.via).sort()).toEqual([
      'batch',
      'bulk',
      'commit',
      'transaction',
    ]);
  });

  it('keeps the write when the function throws', async () => {
    const runId = randomUUID();
    const doc = adminDb().doc(`probes/${runId}/throwing/t`);
    await doc.set({ kept: true });
    const [invocation] = await awaitInvocations(runId, 1);
    expect(invocation).toMatchObject({ kind: 'throwing', after: { kept: true } });
    expect((await doc.get()).data()).toEqual({ kept: true });
  });
});

describe(
  'registration audit trail (registrationActivity trigger, GET /marathon/{id}/activity)',
  { timeout: 200_000 },
  () => {
    it('records registered, updated and withdrawn, newest first and paginated, for the creator only', async () => {
      const [owner, runner, stranger] = await Promise.all([
        signUp('organiser'),
        signUp('runner'),
        signUp('stranger'),
      ]);
      const id = await createMarathon(owner);
      const form = registrationForm(runner.email, { firstName: 'Ada', lastName: 'Lovelace' });
      expect((await applyTo(id, runner, form)).status).toBe(200);
      const changed = { firstName: 'Ada', lastName: 'Lovelace', phone: '+880 1711 222222' };
      expect((await changeRegistration(id, runner, changed)).status).toBe(200);
      expect((await withdraw(id, runner)).status).toBe(200);

      const all = await eventually('three activity entries', async () => {
        const res = await api.call(community.marathonActivity, {
          params: { id },
          token: owner.token,
        });
        return res.body.activity.length >= 3 ? res.body.activity : undefined;
      });
      expect(all.map((a) => a.type)).toEqual(['withdrawn', 'updated', 'registered']);
      expect(all.every((a) => a.userId === runner.uid && a.runnerName === 'Ada Lovelace')).toBe(
        true,
      );

      const first = await api.call(community.marathonActivity, {
        params: { id },
        query: { limit: 2 },
        token: owner.token,
      });
      expect(first.body.activity.map((a) => a.id)).toEqual(all.slice(0, 2).map((a) => a.id));
      const cursor = first.body.nextCursor ?? '';
      const second = await api.call(community.marathonActivity, {
        params: { id },
        query: { limit: 2, cursor },
        token: owner.token,
      });
      expect(second.body).toEqual({ activity: all.slice(2), nextCursor: null });

      const denied = await api.call(community.marathonActivity, {
        params: { id },
        token: stranger.token,
      });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({
        error: 'Only the marathon’s creator can see its activity.',
        code: 'creator_only_activity',
      });
      expect((await api.call(community.marathonActivity, { params: { id } })).status).toBe(401);
    });

    it(
      'turns a burst of 200 registrations into 200 entries, one per write',
      { timeout: 300_000 },
      async () => {
        const owner = await signUp('organiser');
        const id = await createMarathon(owner);
        const marathon = adminDb().collection('marathons').doc(id);
        const bulk = adminDb().bulkWriter();
        for (let i = 0; i < 200; i++) {
          void bulk.create(marathon.collection('registrations').doc(`burst-${i}`), {
            userId: `burst-${i}`,
            firstName: 'Runner',
            lastName: String(i),
            createdAt: FieldValue.serverTimestamp(),
          });
        }
        await bulk.close();
        const count = await eventually(
          '200 activity entries',
          async () => {
            const n = (await marathon.collection('activity').count().get()).data().count;
            return n >= 200 ? n : undefined;
            // 200 function runs queue in the functions emulator (8 at a time): minutes on a busy laptop.
          },
          240_000,
        );
        expect(count).toBe(200);
        const entries = await marathon.collection('activity').get();
        const users = new Set(entries.docs.map((d) => d.get('userId') as string));
        expect(users.size).toBe(200);
      },
    );
  },
);
