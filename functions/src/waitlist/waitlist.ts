// A runner's place on a race's waitlist: join (once, in arrival order), leave or decline, accept an
// offered place, the runner's own list, and the creator's view of the list.
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type {
  AcceptResponse,
  MyWaitlistItem,
  WaitlistEntry,
  WaitlistPage,
} from '@run/contract/domain/api-types';
import type { RegistrationForm } from '@run/contract/domain/schemas';
import { isStoredId } from '@run/contract/domain/ids';

import { offeredFor, takeUse, type Discounts, type Offered } from '../coupons/coupons.js';
import { refuseBallotDistance } from '../ballot/ballot.js';
import { holdExpiry } from '../payments/payments.js';
import {
  accountEmailOf,
  callerLanguage,
  languageOf,
  notifyCaller,
  waitlistMail,
} from '../mail/mail.js';
import type { Caller } from '../lib/auth.js';
import { decodeCursor, isTimestampParts } from '../lib/cursor.js';
import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { conflict, notFound } from '../lib/http-error.js';
import {
  acceptOfferedPlace,
  leaveOrDecline,
  registrationCounts,
  settle,
  settleDue,
} from '../places/places.js';
import { ZERO } from '../store/place-counts.js';
import { chooseDistance, distanceOfRecord, type StoredDistance } from '../store/distances.js';
import {
  asRegistration,
  entryRecord,
  formOf,
  positionOf,
  waitlistDocRef,
  waitlistDocs,
  waitlistEntryOf,
  waitlistEverywhere,
  waitlistOf,
  waitlistRef,
  type WaitlistDoc,
} from '../store/waitlist-doc.js';
import {
  marathonOf,
  marathonRef,
  NO_COUNTS,
  raceTitle,
  refuseUnlessOpen,
  toIso,
  type MarathonRead,
} from '../store/marathon-doc.js';
import { waitlistCsv } from '../store/race-csv.js';
import { pageOf } from '../store/id-page.js';
import { ownEntry, stageOneEntry } from '../checkout/checkout.js';
import type { RaceList } from '../lib/race-list.js';
import { languageFields, registrationRef, toParticipant } from '../store/registration-doc.js';
import { holdFor } from '../pricing/pricing.js';
import {
  pickCredit,
  stageCreditSpent,
  unusedCredits,
  type CreditDoc,
} from '../store/credit-doc.js';
import { checkedRaceForm, splitForm, waiverChanged, waiverOf } from '../store/questions.js';

/** The marathon as it is after the lapse rule, or a 404. */
export async function currentMarathon(id: string): Promise<DocumentSnapshot> {
  const read = await marathonRef(id).get();
  if (!read.exists) throw notFound('marathon_not_found');
  const [snap = read] = await settleDue([read], holdExpiry);
  return snap;
}

/** The distance's places left now (infinite without a limit). */
async function placesLeft(marathon: DocumentSnapshot, distance: StoredDistance): Promise<number> {
  if (distance.capacity === null) return Number.POSITIVE_INFINITY;
  const counts = (await registrationCounts([marathon])).get(marathon.id) ?? NO_COUNTS;
  const c = counts.get(distance.id) ?? ZERO;
  return Math.max(0, distance.capacity - c.registrations - c.offers);
}

/** Joins a distance's waitlist: `created` false when the runner was already on it. */
export async function joinWaitlist(
  id: string,
  caller: Caller,
  submitted: RegistrationForm,
): Promise<{ position: number; created: boolean }> {
  const { contact: form, race: asked, distanceId } = splitForm(submitted);
  // The language of the offer's mail (the account's, else this request's), read beside the rest.
  const speaks = callerLanguage(caller);
  speaks.catch(() => undefined);
  const marathon = await currentMarathon(id);
  const race = marathonOf(marathon);
  const { distances } = race;
  const distance = chooseDistance(distances, distanceId);
  // A ballot's waitlist is its reserves, in the draw's order: nobody joins it.
  refuseBallotDistance(distance);
  // The same form as registering: accepting an offer registers with it.
  const answers = checkedRaceForm(race, distance, asked, Timestamp.now());
  const entryRef = waitlistRef(marathon.ref, caller.uid);
  const entryDocRef = waitlistDocRef(marathon.ref, caller.uid);
  const existing = (await entryDocRef.get()).data();
  if (existing !== undefined) {
    const waitingFor = distanceOfRecord(existing, distances);
    if (waitingFor.id !== distance.id) {
      throw conflict('waiting_other_distance', { distance: waitingFor.name });
    }
    return { position: await positionOf(marathon.ref, existing, distances), created: false };
  }
  refuseUnlessOpen(race);
  if ((await placesLeft(marathon, distance)) > 0) {
    throw distances.length === 1
      ? conflict('places_left')
      : conflict('distance_places_left', { distance: distance.name });
  }
  const language = await speaks;
  let created = true;
  try {
    await db().runTransaction(async (tx) => {
      const [registration, entry] = await tx.getAll(
        registrationRef(marathon.ref, caller.uid),
        entryRef,
      );
      if (registration?.exists) throw conflict('already_registered');
      if (entry?.exists) {
        created = false;
        return;
      }
      tx.create(entryRef, {
        // The offer goes to the account's address, not the form's (mail/notify.ts).
        ...entryRecord(id, caller.uid, distance.id, {
          form,
          answers,
          accountAddress: { ...accountEmailOf(caller), ...languageFields(language) },
        }),
        // The commit time: concurrent joins are ordered as Firestore took them.
        joinedAt: FieldValue.serverTimestamp(),
        offerExpiresAt: null,
      });
    });
  } catch (err) {
    if (grpcCode(err) !== GRPC.ALREADY_EXISTS) throw err;
    created = false;
  }
  // A place freed while this runner joined (a withdrawal with nobody waiting yet) is offered now.
  if (created && (await placesLeft(marathon, distance)) > 0)
    await settle(marathon.ref, waitlistMail);
  const joined = waitlistEntryOf(await entryRef.get());
  return { position: await positionOf(marathon.ref, joined, distances), created };
}

/** Leaves the list; an open offer is declined and passes to the next runner. */
export async function leaveWaitlist(id: string, caller: Caller): Promise<{ deletedCount: number }> {
  const marathon = await currentMarathon(id);
  const entryRef = waitlistRef(marathon.ref, caller.uid);
  if (!(await entryRef.get()).exists) return { deletedCount: 0 };
  const deleted = await settle(marathon.ref, waitlistMail, async (s) => {
    const entry = await s.tx.get(entryRef);
    if (!entry.exists) return 0;
    leaveOrDecline(s, entry);
    return 1;
  });
  return { deletedCount: deleted ?? 0 };
}

/**
 * Takes the offered place with the form given on joining: the offer's place becomes the
 * registration. A waiver changed since the join is accepted again (`waiverAccepted`, else 409).
 */
export async function acceptOffer(
  id: string,
  caller: Caller,
  waiverAccepted: number | undefined,
  discounts: Discounts = {},
): Promise<AcceptResponse> {
  const marathon = await currentMarathon(id);
  const entryRef = waitlistRef(marathon.ref, caller.uid);
  // A discount code is checked for the offer's distance, and its use taken, before the place moves
  // (docs/coupons.md); given back if the offer is not taken after all.
  const waiting = await entryRef.get();
  const race = marathonOf(marathon);
  const offeredDistance = waiting.exists
    ? distanceOfRecord(waitlistEntryOf(waiting), race.distances)
    : undefined;
  const now = Timestamp.now();
  const offered =
    offeredDistance === undefined
      ? null
      : await offeredFor(marathon.ref, offeredDistance, caller.uid, discounts, now);
  const use =
    offered && offeredDistance
      ? await takeUse(
          marathon.ref,
          offered,
          holdFor(marathon, offeredDistance, now, offered.terms).answer.payment,
          caller.uid,
          now,
        )
      : null;
  // A deferral's credit from this organiser pays what it covers, as on a single registration
  // (docs/transfers.md); read before the transaction, spent once by its use's create inside it.
  const credit = pickCredit(await unusedCredits(caller.uid), race.createdByUid, race.currency, now);
  try {
    return await acceptWith(marathon, entryRef, caller, waiverAccepted, offered, credit);
  } catch (err) {
    await use?.giveBackUnlessRegistered();
    if (credit && grpcCode(err) === GRPC.ALREADY_EXISTS) throw conflict('credit_spent_meanwhile');
    throw err;
  }
}

async function acceptWith(
  marathon: DocumentSnapshot,
  entryRef: DocumentReference,
  caller: Caller,
  waiverAccepted: number | undefined,
  code: Offered | null,
  credit: QueryDocumentSnapshot<CreditDoc> | null,
): Promise<AcceptResponse> {
  const id = marathon.id;
  const accepted = await settle(marathon.ref, waitlistMail, async (s): Promise<AcceptResponse> => {
    const [entry, registration] = await s.tx.getAll(
      entryRef,
      registrationRef(marathon.ref, caller.uid),
    );
    const offered = entry?.exists ? waitlistEntryOf(entry) : null;
    const expiresAt = offered?.offerExpiresAt ?? null;
    // An offer made inside the window may be taken until it lapses, even if the window closed since.
    if (!entry || !offered || expiresAt === null || expiresAt.toMillis() <= s.now.toMillis()) {
      throw conflict('no_open_offer');
    }
    if (registration?.exists) throw conflict('already_registered');
    const waiver = waiverOf(marathonOf(s.marathon));
    const joinedWith = offered.waiverVersion ?? undefined;
    const readAgain = waiverAccepted === waiver?.version;
    if (waiver && joinedWith !== waiver.version && !readAgain) throw waiverChanged(waiver.version);
    // The held place becomes the registration, and the runner leaves the list.
    const distance = acceptOfferedPlace(s, entry);
    // A priced distance holds the offered place as pending_payment, at the price in force now.
    const priced = holdFor(s.marathon, distance, s.now, code?.terms ?? null);
    const form = formOf(offered);
    const language = languageOf(offered, caller);
    const { hold, spent, fields } = ownEntry({
      marathonId: id,
      caller,
      form,
      distanceId: distance.id,
      priced,
      credit,
      offered: code,
      language,
      more: waiver && readAgain ? { waiverVersion: waiver.version, waiverAcceptedAt: s.now } : {},
      now: s.now,
    });
    s.writes.push(() => {
      const { currency } = marathonOf(s.marathon);
      const admission = { source: 'waitlist', registrationId: caller.uid, currency } as const;
      stageOneEntry(s.tx, marathon.ref, admission, fields);
      if (spent) stageCreditSpent(s.tx, spent, caller.uid, id, s.now);
      notifyCaller(
        s.tx,
        { caller, form: offered, language, marathon: s.marathon, distance },
        hold.news,
      );
    });
    return { modifiedCount: 1, ...hold.answer };
  });
  return accepted ?? { modifiedCount: 1 };
}

/** The caller's waitlist entries, each with the race title, position and offer deadline. */
export async function myWaitlist(caller: Caller): Promise<MyWaitlistItem[]> {
  const entries = () =>
    waitlistEverywhere()
      .withConverter(waitlistDocs)
      .where('userId', '==', caller.uid)
      .limit(200)
      .get();
  let snap = await entries();
  const parents = snap.docs
    .map((d) => d.ref.parent.parent)
    .filter((p): p is DocumentReference => p !== null);
  if (parents.length === 0) return [];
  const read = (await db().getAll(...parents)).filter((m) => m.exists);
  const marathons = await settleDue(read, holdExpiry);
  // An offer lapsed just now is gone from the list: read it again.
  if (marathons.some((m, i) => m !== read[i])) snap = await entries();
  const byId = new Map(marathons.map((m) => [m.id, { ref: m.ref, race: marathonOf(m) }]));
  const items = await Promise.all(
    snap.docs.map(async (doc): Promise<MyWaitlistItem | null> => {
      const marathonId = doc.ref.parent.parent?.id ?? '';
      const marathon = byId.get(marathonId);
      if (marathon === undefined) return null;
      const entry = doc.data();
      const { distances } = marathon.race;
      const distance = distanceOfRecord(entry, distances);
      const offer = entry.offerExpiresAt;
      return {
        marathonId,
        title: marathon.race.title,
        distanceId: distance.id,
        distanceName: distance.name,
        position: await positionOf(marathon.ref, entry, distances),
        offerExpiresAt: offer ? offer.toDate().toISOString() : null,
      };
    }),
  );
  return items.filter((i): i is MyWaitlistItem => i !== null);
}

export function toWaitlistEntry(
  entry: WaitlistDoc,
  distances: StoredDistance[],
  position: number,
): WaitlistEntry {
  const offer = entry.offerExpiresAt;
  return {
    ...toParticipant(asRegistration(entry), distances),
    distanceName: distanceOfRecord(entry, distances).name,
    position,
    joinedAt: toIso(entry.joinedAt),
    offerExpiresAt: offer ? offer.toDate().toISOString() : null,
  };
}

/** The last position given on each distance, so the next page counts on from there. */
type Positions = Record<string, number>;
type WaitlistCursor = [seconds: number, nanos: number, uid: string, positions: Positions];

function isWaitlistCursor(value: unknown): value is WaitlistCursor {
  const positions: unknown = Array.isArray(value) ? value[3] : undefined;
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    isTimestampParts(value[0], value[1]) &&
    isStoredId(value[2]) &&
    typeof positions === 'object' &&
    positions !== null &&
    !Array.isArray(positions) &&
    Object.values(positions).every((p) => Number.isInteger(p) && (p as number) >= 0)
  );
}

/**
 * The waiting runners in arrival order, for the creator, each with their place among those waiting
 * for the same distance; the cursor carries the last place given on each distance.
 */
export async function listWaitlist(
  marathon: MarathonRead,
  options: { limit: number; cursor?: string },
): Promise<WaitlistPage> {
  const race = marathonOf(marathon);
  const { distances } = race;
  const query = waitlistOf(marathonRef(race.id))
    .orderBy('joinedAt')
    .orderBy(FieldPath.documentId());
  let positions: Positions = {};
  let after: [Timestamp, string] | undefined;
  if (options.cursor) {
    const [seconds, nanos, uid, last] = decodeCursor(options.cursor, isWaitlistCursor);
    after = [new Timestamp(seconds, nanos), uid];
    positions = { ...last };
  }
  // Each entry counts on its distance's positions; the cursor, made after the page, carries them.
  const page = await pageOf(
    query,
    { limit: options.limit, after },
    (d) => {
      const entry = d.data();
      const id = distanceOfRecord(entry, distances).id;
      positions[id] = (positions[id] ?? 0) + 1;
      return toWaitlistEntry(entry, distances, positions[id]);
    },
    (last) => {
      const { joinedAt } = last.data();
      return joinedAt
        ? ([joinedAt.seconds, joinedAt.nanoseconds, last.id, positions] satisfies WaitlistCursor)
        : null;
    },
  );
  return { waitlist: page.items, nextCursor: page.nextCursor };
}

/** Every entry, page by page, for the CSV download. */
export async function* allWaitlist(marathon: MarathonRead): AsyncGenerator<WaitlistEntry[]> {
  let cursor: string | undefined;
  do {
    const page = await listWaitlist(marathon, cursor ? { limit: 1000, cursor } : { limit: 1000 });
    yield page.waitlist;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** The organisers' list of the race's waiting runners: pages of JSON, or all of them as CSV. */
export const waitingRunners: RaceList<WaitlistEntry, WaitlistPage> = {
  page: listWaitlist,
  all: allWaitlist,
  csv: waitlistCsv,
  title: raceTitle,
  csvPrefix: 'waitlist',
  // Offers past their deadline lapse first, so the list shows who holds a place now.
  refresh: async (read) => {
    const [marathon = read] = await settleDue([read], holdExpiry);
    return marathon;
  },
};
