// The one checkout's writes (docs/orders.md, "Every admission is an order"): what every way of
// admitting a runner stores, built here once. An admitted entry is a registration (the runner's form,
// the distance, the hold pricing gave the place, a race pass once confirmed, the mail language, and
// what that way of admitting adds) and a line of the admission's order, both staged in the commit
// that takes the place, so a request sent twice at once stores neither twice.
import type {
  DocumentData,
  DocumentReference,
  QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import type { Language } from '@run/contract/domain/languages';

import { guaranteedFields, referralFields, type Offered } from '../coupons/coupons.js';
import type { Caller } from '../lib/auth.js';
import { accountEmailOf } from '../mail/mail.js';
import { paidByCredit, type Hold } from '../pricing/pricing.js';
import { newPassId } from '../race-day/race-day.js';
import type { CreditDoc } from '../store/credit-doc.js';
import { DISTANCE_FIELD } from '../store/distances.js';
import { newOrderId, orderDocRef, orderRecord, type OrderSource } from '../store/order-doc.js';
import {
  languageFields,
  participantSearchFields,
  registrationRef,
} from '../store/registration-doc.js';

/** An entry a checkout admits, as the way of admitting it knows it. */
export interface Entry {
  marathonId: string;
  /** The runner's account: null for an order's entry for someone else, until it is claimed. */
  userId: string | null;
  /** The runner's form as stored (names, email, phone, emergency contact, date of birth, ...). */
  form: { firstName: string; lastName: string };
  distanceId: string;
  /** The status and payment pricing gave the place: held for its payment, or confirmed. */
  hold: DocumentData;
  language: Language | null;
  /** What this way of admitting adds: answers, account email, code, referral, team, waiver, ... */
  more: DocumentData;
  now: Timestamp;
}

/** The registration's stored fields for an admitted entry. */
export function entryRegistration(entry: Entry): DocumentData & { passId?: string } {
  return {
    marathonId: entry.marathonId,
    userId: entry.userId,
    ...entry.form,
    ...participantSearchFields(entry.form),
    [DISTANCE_FIELD]: entry.distanceId,
    ...entry.hold,
    // The race pass exists only for a confirmed registration: a held one gets it when paid.
    ...(entry.hold.status === 'confirmed' ? { passId: newPassId() } : {}),
    ...languageFields(entry.language),
    ...entry.more,
    createdAt: entry.now,
    updatedAt: entry.now,
  };
}

/** A runner admitting themself: a single registration, or a waitlist offer they take. */
export interface OwnEntry {
  marathonId: string;
  caller: Caller;
  form: Entry['form'];
  distanceId: string;
  /** The hold pricing gave the place, before any credit. */
  priced: Hold;
  /** The runner's unused credit that fits the race, if any: it pays what it covers. */
  credit: QueryDocumentSnapshot<CreditDoc> | null;
  /** The code and the referrer the runner came with. */
  offered: Offered | null;
  language: Language | null;
  /** What this way of admitting adds: answers, team, waiver, ... */
  more: DocumentData;
  now: Timestamp;
}

/**
 * The runner's own hold and what their entry stores besides the form, one rule for every way a runner
 * admits themself: the credit pays what it covers (a place with nothing to pay spends none of it),
 * and the registration stores the runner's account email, their referral code and referrer, and a
 * guaranteed code that admitted a free place. `spent` is the credit to mark used in the same commit.
 */
export function ownHold(o: Omit<OwnEntry, 'form' | 'distanceId' | 'language' | 'more'>): {
  hold: Hold;
  spent: QueryDocumentSnapshot<CreditDoc> | null;
  stored: DocumentData;
} {
  const owed = o.priced.answer.payment;
  const spent = o.credit !== null && owed !== undefined && owed.total > 0 ? o.credit : null;
  const hold = spent ? paidByCredit(o.priced, spent.id, spent.data().amount, o.now) : o.priced;
  const stored = {
    ...accountEmailOf(o.caller),
    ...referralFields(o.marathonId, o.caller.uid, o.offered?.referredBy ?? null),
    ...(o.offered ? guaranteedFields(o.offered, owed) : {}),
  };
  return { hold, spent, stored };
}

/** The runner's own entry (a waitlist offer they take): `ownHold`, and the registration it stores. */
export function ownEntry(o: OwnEntry): {
  hold: Hold;
  spent: QueryDocumentSnapshot<CreditDoc> | null;
  fields: DocumentData & { passId?: string };
} {
  const { hold, spent, stored } = ownHold(o);
  const fields = entryRegistration({
    marathonId: o.marathonId,
    userId: o.caller.uid,
    form: o.form,
    distanceId: o.distanceId,
    hold: hold.fields,
    language: o.language,
    more: { ...o.more, ...stored },
    now: o.now,
  });
  return { hold, spent, fields };
}

/** What writes an admission: the batch or transaction that takes its place. */
interface Writer {
  create(ref: DocumentReference, data: DocumentData): unknown;
}

/**
 * Stages the admission of one entry (a single registration, a waitlist offer taken, a ballot
 * winner's hold): its registration `fields` (from `entryRegistration`) under `registrationId`, and its
 * order of one line, whose code is the one the place's payment names. The buyer, the distance and
 * the time are the registration's own, so the two records cannot disagree.
 */
export function stageOneEntry(
  writer: Writer,
  marathon: DocumentReference,
  admission: {
    source: Exclude<OrderSource, 'order'>;
    registrationId: string;
    /** The race's currency: the order's when the line has no price. */
    currency: string;
  },
  fields: DocumentData,
): void {
  const { source, registrationId, currency } = admission;
  writer.create(registrationRef(marathon, registrationId), fields);
  const payment = fields.payment as DocumentData | undefined;
  const code = typeof payment?.code === 'string' ? payment.code : null;
  const entries = [{ registrationId, distanceId: fields[DISTANCE_FIELD] as string, fields }];
  writer.create(
    orderDocRef(marathon, newOrderId()),
    orderRecord(
      { source, buyerUid: fields.userId as string, entries, currency, code },
      fields.createdAt as Timestamp,
    ),
  );
}
