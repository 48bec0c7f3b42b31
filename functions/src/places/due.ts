// What a read of a race's places applies first, so what the caller sees is already after it: offers
// past their deadline pass on (settle.ts), and unpaid holds past their time are freed (expire.ts).
// The scheduled functions apply the same rules without anyone reading (triggers/).
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { HttpError } from '../lib/http-error.js';
import { marathonOf } from '../store/marathon-doc.js';
import { chargesMoney } from '../store/money.js';
import { expireDueHolds } from './expire.js';
import type { ExpiryHooks } from './hooks.js';
import { lapseDue, settle } from './settle.js';

/**
 * The lapse and expiry rules on read: marathons with an offer past its deadline are settled, priced
 * ones have their due holds freed, and each changed one is read again. `holds: false` leaves the
 * holds to the caller: registering frees them only when a distance is full (a place with room needs
 * none freed, and their query would add a round trip to every priced registration). `hooks`
 * (payments/expiry.ts) carry what an expired hold and an offer set off beyond the places.
 */
export async function settleDue(
  marathons: DocumentSnapshot[],
  hooks: ExpiryHooks,
  { holds = true }: { holds?: boolean } = {},
): Promise<DocumentSnapshot[]> {
  return Promise.all(
    marathons.map(async (m) => {
      try {
        // A free race (without a transfer fee) holds nothing unpaid: no read is added to it.
        const race = marathonOf(m);
        const expired =
          holds && chargesMoney(race, race.distances) ? await expireDueHolds(m, hooks) : 0;
        if (lapseDue(m)) await settle(m.ref, hooks);
        else if (expired === 0) return m;
      } catch (err) {
        // Deleted meanwhile: the caller's read goes on with what it had.
        if (err instanceof HttpError && err.status === 404) return m;
        throw err;
      }
      return m.ref.get();
    }),
  );
}
