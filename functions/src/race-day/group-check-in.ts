// Checking in a whole order by its group pass (docs/orders.md): every confirmed entry of the order
// at once, in one transaction, so two devices scanning the same pass write each runner's time once.
// An entry still held unpaid, withdrawn or claimed away is left out; each stays checkable alone.
import { type Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { GroupCheckIn } from '@run/contract/domain/orders';

import { db } from '../lib/firestore.js';
import { notFound } from '../lib/http-error.js';
import { orderOfGroupPass } from '../store/order-doc.js';
import { raceDayOf, registrationOf, registrationRef } from '../store/registration-doc.js';

export async function checkInGroup(
  marathon: DocumentSnapshot,
  groupPassId: string,
  staffUid: string,
  scanned: Timestamp,
): Promise<GroupCheckIn> {
  const found = (await orderOfGroupPass(marathon.ref, groupPassId).get()).docs[0];
  if (found === undefined) throw notFound('group_pass_other_race');
  const order = found.data();
  const refs = [...order.entryIds, ...Object.values(order.claimedBy)].map((id) =>
    registrationRef(marathon.ref, id),
  );
  const runners = await db().runTransaction(async (tx) => {
    const entries = await tx.getAll(...refs);
    return entries.flatMap((entry) => {
      if (!entry.exists) return [];
      const r = registrationOf(entry);
      // Only this order's confirmed entries (a claimed entry keeps its order).
      if (r.orderId !== order.id || r.status !== 'confirmed') return [];
      const first = r.checkedInAt === null;
      if (first) tx.update(entry.ref, { checkedInAt: scanned, checkedInBy: staffUid });
      return [
        {
          registrationId: entry.id,
          firstName: r.firstName,
          lastName: r.lastName,
          bib: raceDayOf(r).bib,
          alreadyCheckedIn: !first,
          checkedInAt: (r.checkedInAt ?? scanned).toDate().toISOString(),
        },
      ];
    });
  });
  if (runners.length === 0) throw notFound('group_pass_unconfirmed');
  return { runners };
}
