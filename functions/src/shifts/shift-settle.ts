// A change of a shift's places in one transaction with its settlement (shift-places.ts), the offers it
// makes mailed in the same write: what every path that moves a place goes through, but the burst's
// sign-up.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { marathonOf } from '../store/marathon-doc.js';
import type { ShiftDoc } from '../store/shift-doc.js';
import { forgetLedgerEntry, settleShift, type ShiftState } from './shift-places.js';
import { queueShiftMail } from './shift-mail.js';
import type { ShiftAt } from './shift-read.js';

/** Settles the shift in `tx` after `change` (the shift as it will be: `shift`), mailing its offers. */
export async function settleAt(
  tx: Transaction,
  at: ShiftAt,
  change: (state: ShiftState) => void,
  shift: ShiftDoc = at.shift,
) {
  const race = marathonOf(at.marathon);
  const settled = await settleShift(tx, at.marathon, at.ref, shift, race.offerHours, change);
  for (const { wait, until } of settled.offered) {
    queueShiftMail(tx, wait, { id: at.marathon.id, title: race.title }, shift, {
      kind: 'offer',
      until,
    });
  }
  return settled;
}

/**
 * Removes `uid`'s place or wait (`ref`) with the settlement, `free` giving back what it held:
 * `{deletedCount}` 1, or 0 when there was none.
 */
export function removeFromShift<T>(
  at: ShiftAt,
  ref: DocumentReference<T>,
  uid: string,
  free: (held: T, state: ShiftState) => void,
): Promise<{ deletedCount: number }> {
  return db().runTransaction(async (tx) => {
    const held = (await tx.get(ref)).data();
    if (held === undefined) return { deletedCount: 0 };
    await settleAt(tx, at, (state) => {
      free(held, state);
      tx.delete(ref);
      forgetLedgerEntry(tx, uid, at.marathon.id, at.shift.id);
    });
    return { deletedCount: 1 };
  });
}
