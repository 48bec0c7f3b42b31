// Transfers (docs/transfers.md): a runner offers their confirmed place to another address by a
// single-use link valid 48 hours; the recipient, signed in, accepts with their own registration form,
// and in one transaction takes the place, the bib and a new race pass (transfers/hand-over.ts) while
// the sender's registration becomes `transferred`; with a fee, that happens when the fee is paid.
// The race's counters never change: the place moves.
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { AcceptResponse, Transfer, TransferView } from '@run/contract/domain/api-types';
import { daysBefore } from '@run/contract/domain/refunds';
import type { RegistrationForm } from '@run/contract/domain/schemas';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { badRequest, conflict, gone, notFound } from '../lib/http-error.js';
import {
  accountEmailOf,
  addressLanguage,
  callerAddress,
  callerLanguage,
  languageOf,
  notifyInvited,
  notifyRunner,
  raceForRunner,
  siteUrl,
} from '../mail/mail.js';
import { onPaid } from '../payments/payments.js';
import { lapsedHoldRef } from '../store/lapsed-hold-doc.js';
import { heldFor } from '../pricing/pricing.js';
import { distanceChangeRef } from '../store/distance-change-doc.js';
import { DISTANCE_FIELD, distanceOfRecord } from '../store/distances.js';
import { handOverOnPaid, stageHandOver, stillGiven } from './hand-over.js';
import {
  eventDates,
  marathonOf,
  marathonRef,
  toIso,
  type MarathonDoc,
} from '../store/marathon-doc.js';
import { checkedRaceForm, splitForm } from '../store/questions.js';
import {
  languageFields,
  participantSearchFields,
  registrationDocRef,
  registrationOf,
  registrationRef,
  statusOf,
  type RegistrationDoc,
} from '../store/registration-doc.js';
import {
  isOpen,
  newTransferRef,
  newTransferToken,
  OPEN_TRANSFER,
  openTransferOf,
  tokenHashOf,
  toTransfer,
  transferDocOf,
  transferDocsOf,
  TRANSFER_HOLD,
  TRANSFER_HOURS,
  TRANSFERRED_FROM,
  transferByToken,
  transferRef,
} from '../store/transfer-doc.js';

const HOUR_MS = 3_600_000;

const nameOf = (data: { firstName: string; lastName: string }): string =>
  [data.firstName, data.lastName].filter((p) => p !== '').join(' ') || 'A runner';

async function marathonOrNotFound(id: string): Promise<DocumentSnapshot> {
  const marathon = await marathonRef(id).get();
  if (!marathon.exists) throw notFound('marathon_not_found');
  return marathon;
}

/** 409 unless the race allows transferring this registration now. */
function refuseUntransferable(marathon: MarathonDoc, registration: RegistrationDoc): void {
  const { transfers } = marathon;
  if (!transfers.enabled) throw conflict('transfers_off');
  const start = new Date(eventDates(marathon).marathonStartDate);
  if (daysBefore(start, new Date()) < transfers.untilDays) {
    throw conflict('transfers_closed', { days: transfers.untilDays });
  }
  if (registration.status !== 'confirmed') {
    throw conflict('transfer_unconfirmed');
  }
}

// A transfer whose fee is paid hands the place over in the payment's own transaction.
onPaid({ handOver: handOverOnPaid });

/** The place offered: a registration's id, and the address it may not be offered to (its own). */
export interface Giver {
  registrationId: string;
  ownEmail: string | undefined;
}

/**
 * Offers a place: the caller's own, or (`giver`) an entry of an order the caller still manages,
 * which the orders domain has checked is theirs (docs/orders.md).
 */
export async function startTransfer(
  id: string,
  caller: Caller,
  email: string,
  giver: Giver = { registrationId: caller.uid, ownEmail: caller.email },
): Promise<{ transferId: string }> {
  const ref = marathonRef(id);
  const own = registrationRef(ref, giver.registrationId);
  const [marathon, registration] = await db().getAll(ref, own);
  if (!marathon?.exists) throw notFound('marathon_not_found');
  if (!registration?.exists) throw notFound('not_registered');
  const race = marathonOf(marathon);
  refuseUntransferable(race, registrationOf(registration));
  const address = email.trim().toLowerCase();
  if (address === giver.ownEmail?.toLowerCase()) {
    throw badRequest('transfer_to_self', [
      { field: 'email', message: 'Must be another runner’s address' },
    ]);
  }
  const token = newTransferToken();
  const transfer = newTransferRef(ref);
  const link = `${siteUrl()}/transfer/${encodeURIComponent(id)}?token=${token}`;
  const { fee } = race.transfers;
  const { currency } = race;
  // The offer goes in the language of the account with that address, when one chose a language;
  // else in the giver's (their registration's).
  const known = await addressLanguage(address);
  await db().runTransaction(async (tx) => {
    const [stored, change] = await tx.getAll(own, distanceChangeRef(ref, giver.registrationId));
    if (!stored?.exists) throw notFound('not_registered');
    const held = registrationOf(stored);
    // A change to a dearer distance holds a second place for this runner until it is paid or its
    // time runs out; the place offered must be one, so the offer waits for that.
    if (change?.exists && statusOf(change) === 'pending_payment') {
      throw conflict('transfer_change_pending');
    }
    // Once at a time: another transfer may start only once this one is cancelled or has expired.
    if (openTransferOf(held) !== null) {
      throw conflict('transfer_open');
    }
    const now = Timestamp.now();
    const expiresAt = Timestamp.fromMillis(now.toMillis() + TRANSFER_HOURS * HOUR_MS);
    const distance = distanceOfRecord(held, race.distances);
    tx.create(transfer, {
      fromUid: giver.registrationId,
      fromName: nameOf(held),
      email: address,
      distanceId: distance.id,
      bib: held.bib,
      tokenHash: tokenHashOf(token),
      state: 'open',
      createdAt: now,
      expiresAt,
      toUid: null,
      toName: null,
      acceptedAt: null,
    });
    tx.update(own, { [OPEN_TRANSFER]: { transferId: transfer.id, email: address, expiresAt } });
    notifyInvited(
      tx,
      raceForRunner(race, distance),
      address,
      {
        kind: 'transfer_offered',
        from: nameOf(held),
        link,
        fee: fee > 0 ? { amount: fee, currency } : null,
      },
      known ?? languageOf(held, caller),
    );
  });
  return { transferId: transfer.id };
}

/** Cancels the caller's open transfer: its link stops working. */
export async function cancelTransfer(
  id: string,
  caller: Caller,
): Promise<{ deletedCount: number }> {
  const ref = marathonRef(id);
  const own = registrationDocRef(ref, caller.uid);
  return db().runTransaction(async (tx) => {
    const held = (await tx.get(own)).data();
    const stored = held?.transfer?.transferId;
    if (held === undefined || stored === undefined) return { deletedCount: 0 };
    const open = openTransferOf(held) !== null;
    tx.update(transferRef(ref, stored), { state: 'cancelled', cancelledAt: Timestamp.now() });
    tx.update(own, { [OPEN_TRANSFER]: FieldValue.delete() });
    return { deletedCount: open ? 1 : 0 };
  });
}

/** The open transfer a link names in this race: 404 when none has it, 410 once it cannot be used. */
async function openTransfer(marathon: DocumentSnapshot, token: string) {
  const transfer = await transferByToken(marathon.ref, token);
  if (transfer === null) throw notFound('transfer_link_other_race');
  if (!isOpen(transfer.data())) throw gone('transfer_link_gone');
  return transfer;
}

export async function transferOf(id: string, token: string): Promise<TransferView> {
  const marathon = await marathonOrNotFound(id);
  const transfer = (await openTransfer(marathon, token)).data();
  const race = marathonOf(marathon);
  const distance = distanceOfRecord(transfer, race.distances);
  return {
    marathonId: marathon.id,
    title: race.title,
    distanceId: distance.id,
    distanceName: distance.name,
    fee: race.transfers.fee,
    currency: race.currency,
    // Open (openTransfer): its expiry is stored.
    expiresAt: toIso(transfer.expiresAt),
  };
}

type AcceptInput = Omit<RegistrationForm, 'distanceId'> & { token: string };

/**
 * The recipient takes the place with their own form, checked as a registration's is (questions,
 * minimum age, the current waiver), for the sender's distance. Free, the place moves at once; with a
 * fee, the recipient's registration waits for it (`pending_payment`, holding no place of its own) and
 * the place moves when it is paid (payments/confirm.ts).
 */
export async function acceptTransfer(
  id: string,
  caller: Caller,
  { token, ...form }: AcceptInput,
): Promise<AcceptResponse> {
  // The taker's place: its mails go in their account's language, else this request's (read beside).
  const speaks = callerLanguage(caller);
  speaks.catch(() => undefined);
  const marathon = await marathonOrNotFound(id);
  const transfer = await openTransfer(marathon, token);
  const offered = transfer.data();
  const { fromUid } = offered;
  if (fromUid === caller.uid) throw conflict('accept_own_transfer');
  const { contact, race } = splitForm(form);
  const m = marathonOf(marathon);
  const distance = distanceOfRecord(offered, m.distances);
  const now = Timestamp.now();
  const answers = checkedRaceForm(m, distance, race, now);
  const to = registrationRef(marathon.ref, caller.uid);
  const name = nameOf(contact);
  const language = await speaks;
  const address = callerAddress(caller, contact, language);
  const fields = {
    marathonId: marathon.id,
    userId: caller.uid,
    ...contact,
    ...participantSearchFields(contact),
    ...answers,
    ...accountEmailOf(caller),
    ...languageFields(language),
    createdAt: now,
  };
  return db().runTransaction(async (tx): Promise<AcceptResponse> => {
    const [sender, taker, current] = await tx.getAll(
      registrationRef(marathon.ref, fromUid),
      to,
      transfer.ref,
    );
    if (current === undefined || !isOpen(transferDocOf(current))) throw gone('transfer_link_gone');
    if (taker?.exists) throw conflict('transfer_already_registered');
    if (sender === undefined || !stillGiven(marathon, sender, current)) {
      throw conflict('transfer_place_gone');
    }
    if (m.transfers.fee === 0) {
      const recipient = { ref: to, exists: false, name, address };
      stageHandOver(tx, marathon, sender, current, recipient, fields, now);
      return { modifiedCount: 1, status: 'confirmed' };
    }
    const fee = m.transfers.fee;
    const hold = heldFor(
      marathon,
      { amount: fee, fee: 0, total: fee, currency: m.currency, tierLabel: 'Transfer fee' },
      now,
    );
    tx.create(to, {
      ...fields,
      [DISTANCE_FIELD]: distance.id,
      ...hold.fields,
      [TRANSFER_HOLD]: current.id,
      [TRANSFERRED_FROM]: fromUid,
      updatedAt: now,
    });
    // The link is spent; the sender keeps the place until the fee is paid.
    tx.update(current.ref, { state: 'pending_payment', toUid: caller.uid, toName: name });
    tx.delete(lapsedHoldRef(marathon.ref, caller.uid));
    notifyRunner(tx, raceForRunner(m, distance), address, hold.news);
    return { modifiedCount: 1, ...hold.answer };
  });
}

/** The race's transfers for its organisers, newest first. */
export async function listTransfers(race: DocumentSnapshot): Promise<{ transfers: Transfer[] }> {
  const snap = await transferDocsOf(race.ref).orderBy('createdAt', 'desc').limit(500).get();
  return { transfers: snap.docs.map((d) => toTransfer(d.data())) };
}
