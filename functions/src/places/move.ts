// The third door to places, beside take.ts and release.ts: a place that changes runner without
// changing hands with the race (a transfer, docs/transfers.md). Taking and releasing would free the
// place for a moment and let the waitlist or a runner registering at that moment have it, and on a
// sold-out distance the new runner's take could fail after the old one's release. A move does
// neither: in one transaction the old registration goes, the new one is created on the same distance
// and the bib's claim follows it, and no counter shard is written, because the number of places held
// does not change (docs/decisions/0021-a-place-moves-between-runners.md).
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { bibRef } from '../race-day/bibs.js';

/** What the caller reads and checks in the move's transaction, and the writes that go with it. */
export interface Move<R> {
  /** Read first, with both registrations (Firestore transactions read before they write). */
  reads: DocumentReference[];
  /**
   * Checks what was read (throwing refuses the move) and answers the new registration's fields, the
   * caller's own writes (staged after the move's) and what the move answers.
   */
  decide(
    held: DocumentSnapshot,
    taker: DocumentSnapshot,
    read: DocumentSnapshot[],
  ): { fields: DocumentData; stage: (tx: Transaction) => void; result: R };
}

/**
 * Moves the place `from` holds in `marathon` to a new registration `to`, in one transaction: `to` is
 * created (on the distance and with the bib `from` had: `fields` may not change them), `from`
 * deleted, the bib's claim given to `to`'s runner. Two moves at once conflict on `from`: one wins.
 */
export function movePlace<R>(
  marathon: DocumentReference,
  from: DocumentReference,
  to: DocumentReference,
  move: Move<R>,
): Promise<R> {
  return db().runTransaction(async (tx) => {
    const [held, taker, ...read] = await tx.getAll(from, to, ...move.reads);
    if (held === undefined || taker === undefined) throw new Error('getAll answered too little');
    const { fields, stage, result } = move.decide(held, taker, read);
    const bib: unknown = held.get('bib');
    const distanceId: unknown = held.get('distanceId');
    tx.create(to, {
      ...fields,
      ...(typeof distanceId === 'string' ? { distanceId } : {}),
      ...(typeof bib === 'number' ? { bib } : {}),
    });
    tx.delete(from, { exists: true });
    if (typeof bib === 'number') {
      tx.set(bibRef(marathon, bib), { userId: to.id, number: bib, distanceId: distanceId ?? null });
    }
    stage(tx);
    return result;
  });
}
