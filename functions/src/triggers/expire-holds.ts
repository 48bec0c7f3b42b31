// The schedule's expiry of unpaid holds (docs/payments.md): every minute, registrations held past
// their time (and changes of distance held for a difference), in any race (a collection-group query on `holdUntil`), free their places through
// places/expire.ts, as a read of the race would.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';

import { holdExpiry } from '../payments/expiry.js';
import { db } from '../lib/firestore.js';
import { expireDueHolds, HOLD_UNTIL } from '../places/expire.js';
import { COLLECTIONS } from '../store/collections.js';

/** Frees due holds in every race that has one; returns how many holds it freed. */
export async function expireDueHoldsEverywhere(now = Timestamp.now()): Promise<number> {
  // Held registrations, and changes to a dearer distance held for the difference.
  const dueIn = (group: string) =>
    db().collectionGroup(group).where(HOLD_UNTIL, '<=', now).select().limit(500).get();
  const due = await Promise.all([
    dueIn(COLLECTIONS.registrations),
    dueIn(COLLECTIONS.distanceChanges),
  ]);
  const races = new Map<string, DocumentReference>();
  for (const d of due.flatMap((q) => q.docs)) {
    const race = d.ref.parent.parent;
    if (race) races.set(race.path, race);
  }
  const results = await Promise.allSettled(
    [...races.values()].map(async (ref) => {
      const marathon = await ref.get();
      return marathon.exists ? expireDueHolds(marathon, holdExpiry, now) : 0;
    }),
  );
  let freed = 0;
  results.forEach((r) => {
    if (r.status === 'fulfilled') freed += r.value;
    else logger.warn('hold expiry failed', { error: String(r.reason) });
  });
  return freed;
}
