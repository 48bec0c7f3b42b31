// The hand-over of a transferred place (docs/transfers.md), shared by a free transfer's acceptance
// and a transfer fee's payment: in one transaction the place moves (places/move.ts), the sender's
// registration is kept as `transferred`, the transfer is `accepted`, and both runners are mailed.
import {
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';

import { notifyRunner, raceForRunner, type RunnerAddress, storedAddress } from '../mail/mail.js';
import type { HandOverHook } from '../payments/payments.js';
import { movePlace, withoutHold } from '../places/places.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { newPassId } from '../race-day/race-day.js';
import { distanceOfRecord } from '../store/distances.js';
import { marathonOf } from '../store/marathon-doc.js';
import { paymentRef } from '../store/payment-doc.js';
import { ownEntryIds, registrationOf, registrationRef } from '../store/registration-doc.js';
import { storedFieldsOf } from '../store/model-of.js';
import {
  keptAfterPlaceFields,
  TRANSFER_HOLD,
  TRANSFERRED_FROM,
  transferDocOf,
  transferRef,
} from '../store/transfer-doc.js';

/**
 * Whether `sender` still holds the place `transfer` offers: there, confirmed, carrying this transfer
 * (not cancelled and offered again), on the transfer's distance.
 */
export function stillGiven(
  marathon: DocumentSnapshot,
  sender: DocumentSnapshot,
  transfer: DocumentSnapshot,
): boolean {
  const { distances } = marathonOf(marathon);
  const held = registrationOf(sender);
  return (
    sender.exists &&
    held.status === 'confirmed' &&
    held.transfer?.transferId === transfer.id &&
    distanceOfRecord(held, distances).id === distanceOfRecord(transferDocOf(transfer), distances).id
  );
}

export interface Recipient {
  ref: DocumentReference;
  exists: boolean;
  name: string;
  address: RunnerAddress | null;
}

/**
 * Stages the hand-over in a transaction that has read `sender`, `transfer` and the recipient's
 * registration: the recipient's registration (`fields`, confirmed, a new pass), the sender's record.
 */
export function stageHandOver(
  tx: Transaction,
  marathon: DocumentSnapshot,
  sender: DocumentSnapshot,
  transfer: DocumentSnapshot,
  recipient: Recipient,
  fields: DocumentData,
  now: Timestamp,
): void {
  const held = registrationOf(sender);
  movePlace(tx, marathon.ref, sender, recipient, {
    ...fields,
    status: 'confirmed',
    passId: newPassId(),
    [TRANSFERRED_FROM]: sender.id,
    updatedAt: now,
  });
  // The sender's money stays with the race by this hand-over (payments/refunds.ts, CLOSED_AT):
  // the runners settle between themselves.
  for (const id of ownEntryIds(held)) {
    tx.update(paymentRef(marathon.ref, id), { closedAt: now });
  }
  // The sender's record stays for My Apply List, without the bib and pass that moved on.
  tx.set(lapsedHoldRef(marathon.ref, sender.id), {
    ...keptAfterPlaceFields(sender),
    status: 'transferred',
    transferredAt: now,
    transferredTo: recipient.ref.id,
  });
  // A hold of the recipient's that expired goes, as when registering again.
  tx.delete(lapsedHoldRef(marathon.ref, recipient.ref.id));
  tx.update(transfer.ref, {
    state: 'accepted',
    toUid: recipient.ref.id,
    toName: recipient.name,
    acceptedAt: now,
  });
  const stored = marathonOf(marathon);
  const race = raceForRunner(stored, distanceOfRecord(held, stored.distances));
  notifyRunner(tx, race, storedAddress(held), { kind: 'transferred_out', to: recipient.name });
  notifyRunner(tx, race, recipient.address, { kind: 'transferred_in', bib: held.bib });
}

/** What a paid transfer fee needs read first: the transfer and the sender's registration. */
export interface TransferHold {
  transfer: DocumentSnapshot;
  sender: DocumentSnapshot;
}

/** For a registration waiting for a transfer's fee, the transfer and the sender, read in `tx`. */
export async function readTransferHold(
  tx: Transaction,
  registration: DocumentSnapshot,
): Promise<TransferHold | null> {
  const { transferHold: transferId, transferredFrom: fromUid } = registrationOf(registration);
  const marathon = registration.ref.parent.parent;
  if (transferId === null || fromUid === null || marathon === null) return null;
  const [transfer, sender] = await tx.getAll(
    transferRef(marathon, transferId),
    registrationRef(marathon, fromUid),
  );
  return transfer && sender ? { transfer, sender } : null;
}

/**
 * A paid transfer fee: the hand-over, with the recipient's paid registration as it is plus `paid`.
 * False (nothing staged) when the place is no longer the sender's to give: the money is then late.
 */
export function handOverPaid(
  tx: Transaction,
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  hold: TransferHold,
  paid: DocumentData,
  now: Timestamp,
): boolean {
  if (!stillGiven(marathon, hold.sender, hold.transfer)) return false;
  const taker = registrationOf(registration);
  const { [TRANSFER_HOLD]: _hold, ...data } = withoutHold(storedFieldsOf(registration));
  stageHandOver(
    tx,
    marathon,
    hold.sender,
    hold.transfer,
    {
      ref: registration.ref,
      exists: true,
      // A name part stored without a value (made outside the API) is left out, as before.
      name: [taker.firstName, taker.lastName].filter((p) => p !== '').join(' '),
      address: storedAddress(taker),
    },
    { ...data, ...paid },
    now,
  );
  return true;
}

/**
 * The transfers' on-paid hook (payments/on-paid.ts): a registration waiting for its transfer's fee
 * takes the sender's place once the fee is paid, instead of being confirmed where it stands.
 */
export const handOverOnPaid: HandOverHook = {
  async read(tx, registration) {
    const hold = await readTransferHold(tx, registration);
    return hold === null
      ? null
      : (marathon, paid, now) => handOverPaid(tx, marathon, registration, hold, paid, now);
  },
};
