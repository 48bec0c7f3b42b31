// Choosing bank transfer extends a held place once, and never again (docs/payments.md, "Holds"):
// asking for the instructions again gives the same reference and due date; a new attempt (a card
// started in between) gets a new reference, but no attempt moves the hold later than the first
// extension, so nobody keeps a place unpaid until the day before the race. Each reference is the
// race's once: `marathons/{id}/bankReferences/{reference}` names its attempt.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { applyTo } from './actions.js';
import { adminDb, storedRegistration } from './stored.js';
import { accounts, signUp, type TestUser } from './users.js';
import { createPricedMarathon, daysAway, holdEndsAt, startCard, startPayment } from './pay.js';

const [owner] = accounts('hold-owner');

const millisOf = (snap: DocumentSnapshot, field: string): number => {
  const value: unknown = snap.get(field);
  if (value === null || typeof value !== 'object' || !('toMillis' in value)) {
    throw new Error(`${field} is not a time: ${String(value)}`);
  }
  return (value as { toMillis(): number }).toMillis();
};

/** When the runner's hold ends and their payment is due, as stored. */
async function holdOf(id: string, runner: TestUser) {
  const stored = await storedRegistration(id, runner.uid);
  return { holdUntil: millisOf(stored, 'holdUntil'), dueAt: millisOf(stored, 'payment.dueAt') };
}

async function bankTransfer(id: string, runner: TestUser) {
  const res = await startPayment(id, runner, 'bank_transfer');
  expect(res.status, res.text).toBe(201);
  const instructions = res.body.instructions;
  if (instructions === undefined) throw new Error('no bank transfer instructions');
  return { paymentId: res.body.paymentId, ...instructions };
}

const referenceDoc = (id: string, reference: string) =>
  adminDb().doc(`marathons/${id}/bankReferences/${reference}`).get();

/** A priced race 30 days away (a transfer is due 7 days on), and a runner holding a place. */
async function heldPlace(label: string) {
  const id = await createPricedMarathon(owner, { more: { marathonStartDate: daysAway(30) } });
  const runner = await signUp(label);
  expect((await applyTo(id, runner)).status).toBe(200);
  return { id, runner };
}

describe('a held place paid by bank transfer', () => {
  it('gives the same reference and due date when the runner asks for the instructions again, the hold not moved', async () => {
    const { id, runner } = await heldPlace('hold-again');
    const first = await bankTransfer(id, runner);
    const extended = await holdOf(id, runner);
    expect(Date.parse(first.dueAt) - Date.now()).toBeGreaterThan(6 * 86_400_000);

    const again = await bankTransfer(id, runner);
    expect([again.reference, again.dueAt]).toEqual([first.reference, first.dueAt]);
    expect(await holdOf(id, runner)).toEqual(extended);
  });

  it('gives a new attempt a new reference of its own, never moving the hold past the first extension', async () => {
    const { id, runner } = await heldPlace('hold-new-attempt');
    const first = await bankTransfer(id, runner);
    const extended = await holdOf(id, runner);
    const attempts = [first];
    for (let i = 0; i < 2; i += 1) {
      await startCard(id, runner);
      const next = await bankTransfer(id, runner);
      expect(attempts.map((a) => a.reference)).not.toContain(next.reference);
      expect(Date.parse(next.dueAt)).toBeLessThanOrEqual(Date.parse(first.dueAt));
      const now = await holdOf(id, runner);
      expect(now.holdUntil).toBeLessThanOrEqual(extended.holdUntil);
      expect(now.dueAt).toBeLessThanOrEqual(extended.dueAt);
      attempts.push(next);
    }
    for (const attempt of attempts) {
      expect((await referenceDoc(id, attempt.reference)).data()).toMatchObject({
        paymentId: attempt.paymentId,
        userId: runner.uid,
      });
    }
  });

  it('does not move a hold about to end when the runner asks for bank transfer again, by itself or after a card', async () => {
    const { id, runner } = await heldPlace('hold-ending');
    const first = await bankTransfer(id, runner);
    // A minute before the hold ends, as the clock would bring it there.
    const end = Date.now() + 60_000;
    await holdEndsAt(id, runner.uid, end);

    const again = await bankTransfer(id, runner);
    expect(again.reference).toBe(first.reference);
    expect((await holdOf(id, runner)).holdUntil).toBeLessThanOrEqual(end);

    await startCard(id, runner);
    const next = await bankTransfer(id, runner);
    expect(next.reference).not.toBe(first.reference);
    const now = await holdOf(id, runner);
    expect([now.holdUntil, now.dueAt].every((t) => t <= end)).toBe(true);
  });
});
