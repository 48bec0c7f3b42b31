// The third door to places, beside take.ts and release.ts: a place that changes runner without
// changing hands with the race (a transfer, docs/transfers.md). Taking and releasing would free the
// place for a moment and let the waitlist or a runner registering at that moment have it, and on a
// sold-out distance the new runner's take could fail after the old one's release. A move does
// neither: in the caller's transaction the old registration goes, the new one is written on the same
// distance with the bib, and the bib's claim follows it; no counter shard is written, because the
// number of places held does not change (docs/decisions/0023-a-place-moves-between-runners.md).
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';

import { bibRef } from '../store/bib-doc.js';
import { registrationOf } from '../store/registration-doc.js';

/**
 * Stages the move of the place `held` holds to the registration `to`, in a transaction that has read
 * both: `to` is written with `fields` on `held`'s distance and with its bib (created, or, when `to`
 * is the recipient's hold waiting for a fee, replaced), `held` deleted, the bib's claim given to
 * `to`'s runner. Two moves at once conflict on `held`: one commits, the other reads again.
 */
export function movePlace(
  tx: Transaction,
  marathon: DocumentReference,
  held: DocumentSnapshot,
  to: { ref: DocumentReference; exists: boolean },
  fields: DocumentData,
): void {
  const { bib, distanceId } = registrationOf(held);
  const data = {
    ...fields,
    ...(distanceId !== null ? { distanceId } : {}),
    ...(bib !== null ? { bib } : {}),
  };
  if (to.exists) tx.set(to.ref, data);
  else tx.create(to.ref, data);
  tx.delete(held.ref, { exists: true });
  if (bib !== null) {
    tx.set(bibRef(marathon, bib), { userId: to.ref.id, number: bib, distanceId });
  }
}
