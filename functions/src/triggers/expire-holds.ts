// The schedule's expiry of unpaid holds (docs/payments.md): every minute, registrations held past
// their time (and changes of distance held for a difference), in any race (`racesWithDueHolds`, a
// collection-group query), free their places through places/places.ts, as a read of the race would.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';

import { holdExpiry } from '../payments/payments.js';
import { expireDueHolds, racesWithDueHolds } from '../places/places.js';

/** Frees due holds in every race that has one; returns how many holds it freed. */
export async function expireDueHoldsEverywhere(now = Timestamp.now()): Promise<number> {
  // Held registrations, and changes to a dearer distance held for the difference.
  const races = await racesWithDueHolds(now);
  const results = await Promise.allSettled(
    races.map(async (ref) => {
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
