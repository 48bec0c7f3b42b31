// A runner's registration of a marathon, `marathons/{id}/registrations/{uid}` (docs/data-model.md),
// read once into `RegistrationDoc` (`registrationDocs`); how the API answers it (`toParticipant`).
// The organisers' list of them is participants.ts.
import { isDeepStrictEqual } from 'node:util';

import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  Timestamp,
} from 'firebase-admin/firestore';
import type { Participant } from '@run/contract/domain/api-types';
import { isLanguage, type Language } from '@run/contract/domain/languages';
import { nameKeys } from '@run/contract/domain/results-names';
import {
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '@run/contract/domain/registration-status';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { distanceIdIn, distanceOfRecord, type StoredDistance } from './distances.js';
import { textIn, textOrNull, timeOrNull } from './field-values.js';
import { modelOf, type ModelOrSnapshot } from './model-of.js';
import { answersOf, storedAnswersIn, type StoredAnswers } from './questions.js';
import {
  registrationPaymentIn,
  toRegistrationPayment,
  type RegistrationPaymentDoc,
} from './registration-payment.js';
import { timeIn, toIso } from './stored-time.js';

export type { RegistrationMethod, RegistrationPaymentDoc } from './registration-payment.js';

/** The open transfer a registration carries while its place is offered (transfer-doc.ts). */
export interface OpenTransferDoc {
  transferId: string;
  email: string;
  expiresAt: Timestamp | null;
}

/**
 * A registration as the code reads it (`marathons/{id}/registrations/{uid}`, and a lapsed hold's
 * copy): stored field names, every default resolved here. A waitlist entry stores the same form.
 */
export interface RegistrationDoc extends RunnerFields {
  /** null for one stored without (made outside the API): it differs from any form's value. */
  emergencyContact: string | null;
  /** Stored before payments (or a waitlist entry): `confirmed`. */
  status: RegistrationStatus;
  /** Its race number; null before one is assigned. */
  bib: number | null;
  passId: string | null;
  checkedInAt: Timestamp | null;
  /** What it owes or paid; null for a free one. */
  payment: RegistrationPaymentDoc | null;
  /** Money the organisers recorded by hand while it waited for none (MORE_ENTRIES). */
  paymentIds: string[];
  /** The transfer of its place now open; null for none (transfer-doc.ts, OPEN_TRANSFER). */
  transfer: OpenTransferDoc | null;
  /** Made by accepting a transfer: the uid whose place it was (TRANSFERRED_FROM). */
  transferredFrom: string | null;
  /** Waiting for a transfer's fee: the transferId (TRANSFER_HOLD). */
  transferHold: string | null;
  /** Until when an unpaid place is held (places/expire.ts's HOLD_UNTIL); null when not held. */
  holdUntil: Timestamp | null;
  /** Whether a payment of it is disputed with the card's bank. */
  disputed: boolean;
  /** Whether the runner hid their name from the public results (results/). */
  resultsHidden: boolean;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
  /** When its hold ran out (a lapsed hold's copy). */
  expiredAt: Timestamp | null;
  /** The runner's referral code (docs/coupons.md); null for one stored before referrals. */
  referralCode: string | null;
  /** The referrer whose link the runner came by (their uid); null for none. */
  referredBy: string | null;
  /** Referred runners whose money was received and is kept, each counted once. */
  referrals: number;
  /**
   * Rewards reached so far (the count's multiples of the race's `every`): a reward is given only when
   * the count reaches a multiple not reached before, so a referral taken back and replaced is not
   * rewarded twice. Null for a registration counted before milestones were stored.
   */
  referralMilestones: number | null;
  /** The order it was bought in (docs/orders.md); null for a runner's own registration. */
  orderId: string | null;
  /** The team it runs in (docs/teams.md); null for none. */
  teamId: string | null;
  /** An entry for someone else: the buyer's uid, who manages it until it is claimed; else null. */
  managedBy: string | null;
  /** An unclaimed entry's claim link: the token's sha256 and until when it works. */
  claimHash: string | null;
  /** A ballot winner's place: the winning entry's public id (ballot/outcome.ts); null otherwise. */
  ballotEntryId: string | null;
  /**
   * The guaranteed code that admitted this free place (docs/coupons.md): its use is held by this
   * registration as a priced place's is by `payment.code`; null otherwise.
   */
  guaranteedCode: string | null;
  claimExpiresAt: Timestamp | null;
  /** Money refunded to the runner as referral rewards. */
  referralRewarded: number;
  /** Texts about this race (docs/messages.md, "Consent"); false until the runner ticks it. */
  smsOptIn: boolean;
  /** News from the race's organisers (marketing messages); false until the runner ticks it. */
  marketingOptIn: boolean;
  /** When the runner last gave or changed either; null when never. */
  consentAt: Timestamp | null;
}

/** The stored fields of a runner's consent, written together with the time they were given. */
export const consentFields = (
  consent: { smsOptIn: boolean; marketingOptIn: boolean },
  at: Timestamp,
) => ({
  smsOptIn: consent.smsOptIn,
  marketingOptIn: consent.marketingOptIn,
  consentAt: at,
});

/**
 * The consent a runner gave on the form or an order's entry, stored with its time; nothing when the
 * form gave neither (the registration then reads both as false, consentAt null).
 */
export const givenConsentFields = (
  given: { smsOptIn?: boolean | undefined; marketingOptIn?: boolean | undefined },
  at: Timestamp,
) =>
  given.smsOptIn === undefined && given.marketingOptIn === undefined
    ? {}
    : consentFields(
        { smsOptIn: given.smsOptIn === true, marketingOptIn: given.marketingOptIn === true },
        at,
      );

function openTransferIn(value: unknown): OpenTransferDoc | null {
  if (typeof value !== 'object' || value === null) return null;
  const { transferId, email, expiresAt } = value as DocumentData;
  if (typeof transferId !== 'string') return null;
  return { transferId, email: textIn(email), expiresAt: timeOrNull(expiresAt) };
}

/** What a registration and a waitlist entry both store of the runner (their forms). */
export interface RunnerFields extends StoredAnswers {
  /** The runner's uid (the document id). */
  id: string;
  /** The stored `userId`; '' for one stored without (the id is the runner's uid). */
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** The runner's account address, where their mail goes (mail/notify.ts); null for none. */
  accountEmail: string | null;
  /**
   * The language their mail goes in (LANGUAGE_FIELD): the account's when the record was made, else
   * the request's; rewritten when the account chooses another (users/preferences.ts). An order's
   * entry for someone else holds the buyer's until it is claimed. Null for one stored before.
   */
  language: Language | null;
  /** The distance it names; null for one stored before distances (its race's first). */
  distanceId: string | null;
}

export const runnerFieldsIn = (data: DocumentData, id: string): RunnerFields => ({
  ...storedAnswersIn(data),
  id,
  userId: textIn(data.userId),
  email: textIn(data.email),
  firstName: textIn(data.firstName),
  lastName: textIn(data.lastName),
  phone: textIn(data.phone),
  accountEmail: textOrNull(data.accountEmail),
  language: isLanguage(data[LANGUAGE_FIELD]) ? data[LANGUAGE_FIELD] : null,
  distanceId: distanceIdIn(data),
});

/**
 * The field of a registration, waitlist or ballot entry holding the language its runner's mail goes
 * in (mail/address.ts); the same name as the account's own (user-doc.ts).
 */
export const LANGUAGE_FIELD = 'language';

/** What a new record stores of its runner's mail language; nothing when none is known. */
export const languageFields = (language: Language | null) =>
  language === null ? {} : { [LANGUAGE_FIELD]: language };

/**
 * Whether a write of a stored record changed nothing but its mail language (an account choosing
 * another, users/preferences.ts): nothing for the audit trail, the live counts or a referral.
 */
export function onlyLanguageChanged(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): boolean {
  if (before === undefined || after === undefined) return false;
  if (before[LANGUAGE_FIELD] === after[LANGUAGE_FIELD]) return false;
  const { [LANGUAGE_FIELD]: _before, ...restBefore } = before;
  const { [LANGUAGE_FIELD]: _after, ...restAfter } = after;
  return isDeepStrictEqual(restBefore, restAfter);
}

const readRegistration = (data: DocumentData, id: string): RegistrationDoc => ({
  ...runnerFieldsIn(data, id),
  emergencyContact: textOrNull(data.emergencyContact),
  status: REGISTRATION_STATUSES.find((s) => s === data.status) ?? 'confirmed',
  bib: typeof data.bib === 'number' ? data.bib : null,
  passId: textOrNull(data.passId),
  checkedInAt: timeOrNull(data.checkedInAt),
  payment: registrationPaymentIn(data.payment),
  paymentIds: Array.isArray(data.paymentIds)
    ? data.paymentIds.filter((id: unknown): id is string => typeof id === 'string')
    : [],
  transfer: openTransferIn(data.transfer),
  transferredFrom: textOrNull(data.transferredFrom),
  transferHold: textOrNull(data.transferHold),
  holdUntil: timeOrNull(data.holdUntil),
  disputed: data.disputed === true,
  resultsHidden: data.resultsHidden === true,
  createdAt: timeIn(data.createdAt),
  updatedAt: timeIn(data.updatedAt),
  expiredAt: timeOrNull(data.expiredAt),
  referralCode: textOrNull(data.referralCode),
  referredBy: textOrNull(data.referredBy),
  referrals: typeof data.referrals === 'number' ? data.referrals : 0,
  referralMilestones: typeof data.referralMilestones === 'number' ? data.referralMilestones : null,
  orderId: textOrNull(data.orderId),
  teamId: textOrNull(data.teamId),
  managedBy: textOrNull(data.managedBy),
  claimHash: textOrNull(data.claimHash),
  ballotEntryId: textOrNull(data.ballotEntryId),
  guaranteedCode: textOrNull(data.guaranteedCode),
  claimExpiresAt: timeOrNull(data.claimExpiresAt),
  referralRewarded: typeof data.referralRewarded === 'number' ? data.referralRewarded : 0,
  smsOptIn: data.smsOptIn === true,
  marketingOptIn: data.marketingOptIn === true,
  consentAt: timeOrNull(data.consentAt),
});

/** A registration of no stored field: every default (a waitlist entry's view starts from it). */
export const emptyRegistration = (id: string): RegistrationDoc => readRegistration({}, id);

/**
 * The registrations' converter. `registrationDocs.of(snapshot)` reads a snapshot read without it (a
 * transaction's `tx.get` of a plain reference, a trigger's change); a missing registration reads as
 * every default, so callers check `exists`.
 */
export const registrationDocs = converterOf<RegistrationDoc>(readRegistration);

/** A registration's model, or its snapshot (read into the model once). */
export type RegistrationRead = ModelOrSnapshot<RegistrationDoc>;
export const registrationOf = (r: RegistrationRead): RegistrationDoc =>
  modelOf(registrationDocs, r);

/**
 * A marathon's registrations, plain: for queries whose snapshots are read raw, or through
 * `registrationOf` (a `select` keeps a converter at run time, so those read plain too).
 */
export const registrationsPlain = (marathon: DocumentReference): CollectionReference =>
  marathon.collection(COLLECTIONS.registrations);

/** How many of the race's registrations are confirmed, counted by the server. */
export const confirmedCount = async (marathon: DocumentReference): Promise<number> =>
  (await registrationsPlain(marathon).where('status', '==', 'confirmed').count().get()).data()
    .count;

/** Every marathon's registrations, plain (a query on `userId` finds a runner's). */
export const registrationsEverywhere = () => db().collectionGroup(COLLECTIONS.registrations);

/** Where runner `uid`'s registration for the marathon at `marathon` is stored. */
export const registrationRef = (marathon: DocumentReference, uid: string): DocumentReference =>
  registrationsPlain(marathon).doc(uid);

/** The same, read as its model (writes through it `update` stored fields). */
export const registrationDocRef = (
  marathon: DocumentReference,
  uid: string,
): DocumentReference<RegistrationDoc> =>
  registrationRef(marathon, uid).withConverter(registrationDocs);

/** A marathon's registrations, read as their models. */
export const registrationsOf = (marathon: DocumentReference) =>
  registrationsPlain(marathon).withConverter(registrationDocs);

/** The runner's name as the ledger records it: first and last name of the registration form. */
export const runnerNameOf = (r: RegistrationRead): string => {
  const { firstName, lastName } = registrationOf(r);
  return `${firstName} ${lastName}`.trim();
};

/** What a registration holds of race day, as the API answers it. */
export function raceDayOf(registration: RegistrationRead) {
  const { bib, passId, checkedInAt } = registrationOf(registration);
  return {
    bib: bib !== null && Number.isInteger(bib) ? bib : null,
    passId: passId !== null && passId !== '' ? passId : null,
    checkedInAt: checkedInAt ? checkedInAt.toDate().toISOString() : null,
  };
}

/** A registration's status; one stored before payments (or a waitlist entry) is confirmed. */
export const statusOf = (registration: RegistrationRead): RegistrationStatus =>
  registrationOf(registration).status;

/** What a registration owes or paid, as stored in its `payment` map; null for a free one. */
export function paymentOfRecord(registration: RegistrationRead) {
  const { payment } = registrationOf(registration);
  return payment === null ? null : toRegistrationPayment(payment);
}

/** A stored registration (or waitlist entry) as the API answers it; `distances` are its race's. */
export function toParticipant(
  registration: RegistrationRead,
  distances: readonly StoredDistance[],
): Participant {
  const r = registrationOf(registration);
  return {
    userId: r.userId || r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    phone: r.phone,
    emergencyContact: r.emergencyContact ?? '',
    distanceId: distanceOfRecord(r, distances).id,
    ...answersOf(r),
    ...raceDayOf(r),
    status: r.status,
    payment: paymentOfRecord(r),
    // Set on a registration made by accepting a transfer (store/transfer-doc.ts's TRANSFERRED_FROM).
    byTransfer: r.transferredFrom !== null,
    disputed: r.disputed,
    createdAt: toIso(r.createdAt),
    updatedAt: toIso(r.updatedAt),
  };
}

/** What a registration stores so the organisers' search finds it (docs/search.md). */
export function participantSearchFields(form: { firstName: string; lastName: string }) {
  return { nameKeys: nameKeys(form.firstName, form.lastName) };
}

/** The stored status of a registration that owes nothing: free, or stored before payments. */
export const CONFIRMED_STATUS = { status: 'confirmed' } as const;

/**
 * The ledger entries that are a registration's own (its place's, a paid change of distance's
 * difference): the only entries its refunds and credits come from, never another registration's.
 */
export function ownEntryIds(held: RegistrationRead): string[] {
  const r = registrationOf(held);
  const ids = [r.payment?.paymentId, r.payment?.difference?.paymentId].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  return [...new Set([...ids, ...moreEntryIds(r)])];
}

/** A registration's field: money the organisers recorded by hand while it waited for none. */
export const MORE_ENTRIES = 'paymentIds';

export const moreEntryIds = (held: RegistrationRead): string[] => registrationOf(held).paymentIds;
