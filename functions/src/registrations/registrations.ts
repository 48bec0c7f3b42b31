// A runner's registrations: apply (exactly once, even when sent 20 times at once), change, withdraw,
// and the runner's own list. Each registration is its own document, id = the runner's uid.
import { randomInt } from 'node:crypto';

import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import type { RaceFormInput } from '@run/contract/domain/race-form';
import type {
  ApplyResponse,
  MyRegistration,
  Participant,
  ChangeResponse,
  WithdrawResponse,
} from '@run/contract/domain/api-types';
import type { RegistrationForm } from '@run/contract/domain/schemas';
import type { participantsQuery } from '@run/contract/domain/query';
import type { z } from 'zod';
import { canChangeRegistration } from '@run/contract/domain/registration-window';
import * as logger from 'firebase-functions/logger';

import { holdExpiry } from '../payments/expiry.js';
import { waitlistMail } from '../mail/waitlist.js';
import { applicationForm, type ApplicationBody } from './apply-body.js';
import type { Caller } from '../lib/auth.js';
import { BoundedMap } from '../lib/bounded-map.js';
import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { conflict, notFound } from '../lib/http-error.js';
import { accountEmailOf, callerAddress, notifyRunner, raceForRunner } from '../mail/notify.js';
import {
  changePlaceDistance,
  expireDueHoldsSince,
  freeHold,
  lapsedHoldRef,
  registrationCounts,
  settle,
  settleDue,
  soldOutError,
  takePlace,
} from '../places/places.js';
import { withdraw } from '../payments/withdraw.js';
import { holdFor, paidByCredit } from '../payments/pricing.js';
import {
  differenceDue,
  distanceChangeOf,
  holdDifference,
  PENDING_CHANGE,
  pendingChange,
} from '../payments/distance-change.js';
import { creditUseRef, pickCredit, unusedCredits } from '../store/credit-doc.js';
import {
  eventDates,
  marathonOf,
  marathonRef,
  NO_COUNTS,
  raceTitle,
  refuseUnlessOpen,
  type MarathonDoc,
} from '../store/marathon-doc.js';
import { toMarathon } from '../store/marathon-view.js';
import { organiserFor, organiserNames } from '../store/organisers.js';
import { allParticipants, listParticipants } from '../store/participants.js';
import {
  participantSearchFields,
  registrationDocRef,
  registrationDocs,
  registrationOf,
  registrationRef,
  toParticipant,
  type RegistrationDoc,
} from '../store/registration-doc.js';
import { participantsCsv } from '../store/race-csv.js';
import type { RaceList } from '../lib/race-list.js';
import { COLLECTIONS } from '../store/collections.js';
import { latestRefundsOf } from '../store/refund-doc.js';
import { openTransferOf, TRANSFER_OPEN } from '../store/transfer-doc.js';
import { newPassId } from '../race-day/pass.js';
import { giveNextBib } from '../race-day/bibs.js';
import {
  chooseDistance,
  DISTANCE_FIELD,
  distanceOfRecord,
  isPriced,
  type StoredDistance,
} from '../store/distances.js';
import {
  answersOf,
  checkedRaceForm,
  splitForm,
  storedRaceInput,
  type RaceAnswers,
} from '../store/questions.js';

const { ALREADY_EXISTS, NOT_FOUND } = GRPC;

/**
 * Whether the registration this request wrote is the one stored: a commit that landed while its
 * answer was lost (and was then retried) must still answer "registered", not "already registered".
 * Told by the request's own `createdAt` (`requestTime`) and, for a confirmed place, its random race
 * pass id: two requests of one runner in the same millisecond are never both "registered".
 */
async function ownWrite(registration: DocumentReference, createdAt: Timestamp, passId?: string) {
  const stored = (await registration.withConverter(registrationDocs).get()).data();
  const samePass = passId === undefined || stored?.passId === passId;
  return {
    exists: stored !== undefined,
    ours: stored?.createdAt?.isEqual(createdAt) === true && samePass,
  };
}

/**
 * Now, with random microseconds inside the current millisecond (Firestore keeps microseconds): a
 * request's own `createdAt`, which concurrent requests of one runner seldom share (ownWrite).
 */
function requestTime(): Timestamp {
  const ms = Date.now();
  return new Timestamp(Math.floor(ms / 1000), (ms % 1000) * 1_000_000 + randomInt(1000) * 1000);
}

/**
 * Once a race's bibs are assigned, each new registration gets the next free number of its distance
 * as it registers. A failure here leaves the runner registered without a bib (the next assignment
 * job gives one), never unregistered: it is logged, not answered.
 */
async function numbered(
  marathon: DocumentSnapshot,
  race: MarathonDoc,
  uid: string,
  distance: StoredDistance,
): Promise<1> {
  if (!race.bibsAssigned) return 1;
  await giveNextBib(marathon, uid, distance).catch((err: unknown) => {
    logger.warn('no bib for a new registration', { marathon: marathon.id, error: String(err) });
  });
  return 1;
}

/** Races with a price, as this instance last read them (by path): see `applyToMarathon`. */
const chargingRaces = new BoundedMap<string, true>(256);

/**
 * `modifiedCount` 1 when the caller is now registered (with `status` and `payment` when the distance
 * has a price), 0 when they already were; 409 when no place is left. A priced race found full first
 * frees its unpaid holds past their time (`freeDue`), then tries once more.
 */
/** PATCH /marathonApply/{id}: the form, or the original client's envelope around it (apply-body.ts). */
export function register(
  id: string,
  caller: Caller,
  body: ApplicationBody,
): Promise<ApplyResponse> {
  return applyToMarathon(id, caller, applicationForm(body, id, caller));
}

export async function applyToMarathon(
  id: string,
  caller: Caller,
  submitted: RegistrationForm,
  freeDue = true,
): Promise<ApplyResponse> {
  const since = performance.now();
  const { contact: form, race: asked, distanceId } = splitForm(submitted);
  const ref = marathonRef(id);
  // On a race this instance last saw charging, the runner's deferral credits are read at the same
  // time as the race instead of after it (docs/transfers.md).
  const early = chargingRaces.has(ref.path) ? unusedCredits(caller.uid) : null;
  // Handled below, or left unread when the request fails first.
  early?.catch(() => undefined);
  const read = await ref.get();
  // Offers past their deadline lapse first (no read when none is due), so the places they held count;
  // unpaid holds past their time only once the distance is full (below).
  const [snap] = await settleDue([read], holdExpiry, { holds: false });
  if (!snap?.exists) throw notFound('Marathon not found.');
  const marathon = marathonOf(snap);
  refuseUnlessOpen(marathon);
  const { distances } = marathon;
  const distance = chooseDistance(distances, distanceId);
  const now = requestTime();
  const answers = checkedRaceForm(marathon, distance, asked, now);
  const registration = registrationRef(ref, caller.uid);
  const priced = holdFor(snap, distance, now);
  if (isPriced(distances)) chargingRaces.set(ref.path, true);
  else chargingRaces.delete(ref.path);
  // A deferral's credit from this organiser, in this currency, pays what it covers (docs/transfers.md).
  const credit =
    priced.answer.payment === undefined
      ? null
      : pickCredit(
          await (early ?? unusedCredits(caller.uid)),
          marathon.createdByUid,
          priced.answer.payment.currency,
          now,
        );
  const hold = credit ? paidByCredit(priced, credit.id, credit.data().amount, now) : priced;
  const confirmed = hold.fields.status === 'confirmed';
  const data = {
    marathonId: id,
    userId: caller.uid,
    ...form,
    ...participantSearchFields(form),
    [DISTANCE_FIELD]: distance.id,
    ...answers,
    ...hold.fields,
    // The race pass exists only for a confirmed registration: a held one gets it when paid.
    ...(confirmed ? { passId: newPassId() } : {}),
    ...accountEmailOf(caller),
    createdAt: now,
    updatedAt: now,
  };
  const registered = (n: 0 | 1): ApplyResponse =>
    n === 1 ? { modifiedCount: 1, ...hold.answer } : { modifiedCount: 0 };
  const runner = callerAddress(caller, form);
  const race = raceForRunner(marathon, distance);
  try {
    const taken = await takePlace(snap, distance, (batch) => {
      batch.create(registration, data);
      // A runner registering again after a hold expired: the expired record goes.
      batch.delete(lapsedHoldRef(snap, caller.uid));
      // Spent once: a second registration spending it at the same moment fails on this create.
      if (credit) {
        batch.create(creditUseRef(credit.id), { uid: caller.uid, marathonId: id, at: now });
        batch.update(credit.ref, { usedAt: now, usedFor: id });
      }
      notifyRunner(batch, race, runner, hold.news);
    });
    if (taken === 'taken') {
      return registered(confirmed ? await numbered(snap, marathon, caller.uid, distance) : 1);
    }
    // Sold out, unless this runner already holds one of the places, or unpaid holds past their
    // time give some back (asked side by side).
    const [held, freed] = await Promise.all([
      ownWrite(registration, now, data.passId),
      freeDue && isPriced(distances) ? expireDueHoldsSince(snap, since, holdExpiry) : 0,
    ]);
    if (held.exists) return registered(held.ours ? 1 : 0);
    if (freed > 0) {
      return applyToMarathon(id, caller, submitted, false);
    }
    throw soldOutError(distances, distance);
  } catch (err) {
    if (grpcCode(err) === ALREADY_EXISTS) {
      const own = await ownWrite(registration, now, data.passId);
      if (credit && !own.exists) {
        throw conflict(
          'Your credit was used by another registration at this moment. Please try again.',
        );
      }
      return registered(own.ours ? 1 : 0);
    }
    if (grpcCode(err) === NOT_FOUND) throw notFound('Marathon not found.');
    throw err;
  }
}

/** The marathon (404 when there is none) and the caller's registration of it, which may not exist. */
async function marathonAndOwn(id: string, caller: Caller) {
  const ref = marathonRef(id);
  const [marathon, registration] = await db().getAll(ref, registrationRef(ref, caller.uid));
  if (!marathon?.exists || registration === undefined) throw notFound('Marathon not found.');
  return { marathon, race: marathonOf(marathon), registration };
}

function refuseStarted(marathon: MarathonDoc): void {
  if (!canChangeRegistration(eventDates(marathon))) {
    throw conflict('This marathon has started; its registrations can no longer be changed.');
  }
}

async function ownRegistration(id: string, caller: Caller) {
  const { marathon, race, registration } = await marathonAndOwn(id, caller);
  if (!registration.exists) throw notFound('You are not registered for this marathon.');
  refuseStarted(race);
  return { marathon, race, registration, held: registrationOf(registration) };
}

/**
 * What a change stores of the race's form: checked again for the (maybe new) distance. Left out of the
 * change, the stored answers, date of birth and waiver acceptance stand (and are checked again: a
 * runner who accepted an older waiver is asked to read the new one).
 */
function changedRaceForm(
  marathon: MarathonDoc,
  registration: RegistrationDoc,
  distance: StoredDistance,
  asked: RaceFormInput,
  now: Timestamp,
) {
  const stored = storedRaceInput(registration);
  return checkedRaceForm(
    marathon,
    distance,
    {
      answers: asked.answers ?? stored.answers,
      dateOfBirth: asked.dateOfBirth ?? stored.dateOfBirth,
      waiverAccepted: asked.waiverAccepted ?? stored.waiverAccepted,
    },
    now,
    { version: stored.waiverAccepted ?? null, at: registration.waiverAcceptedAt },
  );
}

const UNPAID_CHANGE =
  'Your place is not paid yet: pay for it first, or withdraw and register for the other distance.';

export async function updateRegistration(
  id: string,
  caller: Caller,
  submitted: RegistrationForm,
): Promise<ChangeResponse> {
  const { contact: form, race: asked, distanceId } = splitForm(submitted);
  const { marathon, race, registration, held } = await ownRegistration(id, caller);
  const { distances } = race;
  const current = distanceOfRecord(held, distances);
  // Naming a distance is optional here: left out, the runner keeps theirs.
  const distance = distanceId === undefined ? current : chooseDistance(distances, distanceId);
  const now = Timestamp.now();
  const answers = changedRaceForm(race, held, distance, asked, now);
  if (distance.id !== current.id) {
    const changed = { ...form, ...participantSearchFields(form), ...answers };
    // The recipient was offered this distance (the link's page names it); the move keeps it.
    if (openTransferOf(held) !== null) throw conflict(TRANSFER_OPEN);
    if ((await pendingChange(marathon.ref, caller.uid)) !== null) throw conflict(PENDING_CHANGE);
    // A place not yet paid has no price paid to move with: the difference would be reckoned from
    // money that never came (payments/distance-change.ts).
    if (held.status === 'pending_payment') throw conflict(UNPAID_CHANGE);
    const due = differenceDue(marathon, registration, distance, now.toDate());
    if (due === null) return changeDistance(marathon, caller, changed, distance.id);
    const difference = await holdDifference(
      marathon,
      registration,
      distance,
      due,
      changed,
      callerAddress(caller, form),
    );
    return { matchedCount: 1, modifiedCount: 1, ...difference };
  }
  // A field stored by hand without a value (null) differs from any the form sends.
  const unchanged =
    (Object.keys(form) as Array<keyof typeof form>).every((k) => held[k] === form[k]) &&
    sameAnswers(held, answers);
  if (unchanged) return { matchedCount: 1, modifiedCount: 0 };
  try {
    const batch = db().batch();
    // The account's address as it is now: the runner may have changed it since registering.
    batch.update(registration.ref, {
      ...form,
      ...participantSearchFields(form),
      ...answers,
      ...accountEmailOf(caller),
      updatedAt: now,
    });
    notifyRunner(batch, raceForRunner(race, current), callerAddress(caller, form), {
      kind: 'updated',
    });
    await batch.commit();
  } catch (err) {
    if (grpcCode(err) === NOT_FOUND) throw notFound('You are not registered for this marathon.');
    throw err;
  }
  return { matchedCount: 1, modifiedCount: 1 };
}

/** Whether the stored record already holds these answers, date of birth and waiver version. */
function sameAnswers(registration: RegistrationDoc, answers: RaceAnswers): boolean {
  const stored = answersOf(registration);
  return (
    JSON.stringify(Object.entries(stored.answers).sort()) ===
      JSON.stringify(Object.entries(answers.answers).sort()) &&
    stored.dateOfBirth === answers.dateOfBirth &&
    stored.waiverVersion === answers.waiverVersion
  );
}

/**
 * Moves the runner's place to another distance that costs no more than what the place paid (a free
 * race, a cheaper or equal distance; a dearer one is held for the difference,
 * payments/distance-change.ts) in one transaction: a place of the new distance is
 * taken (409 sold out, the old place kept, when it has none) and the old one freed, which the same
 * settlement offers to the old distance's waitlist.
 */
async function changeDistance(
  marathon: DocumentSnapshot,
  caller: Caller,
  fields: DocumentData,
  distanceId: string,
): Promise<ChangeResponse> {
  const registration = registrationDocRef(marathon.ref, caller.uid);
  await settle(marathon.ref, waitlistMail, async (s) => {
    const held = (await s.tx.get(registration)).data();
    if (held === undefined) throw notFound('You are not registered for this marathon.');
    if (openTransferOf(held) !== null) throw conflict(TRANSFER_OPEN);
    const from = distanceOfRecord(held, s.distances);
    // Removed by the organiser since the runner's request was read: a 400 like any unknown id.
    const to = chooseDistance(s.distances, distanceId);
    changePlaceDistance(s, from, to);
    s.writes.push(() => {
      s.tx.update(registration, {
        ...fields,
        [DISTANCE_FIELD]: to.id,
        ...accountEmailOf(caller),
        updatedAt: s.now,
      });
      notifyRunner(s.tx, raceForRunner(marathon, to), callerAddress(caller, fields), {
        kind: 'updated',
      });
    });
  });
  return { matchedCount: 1, modifiedCount: 1 };
}

/**
 * Withdraws the caller: the place goes back through the places door (offered to the waitlist), and
 * a paid registration gets the race's refund policy's amount back in the same call.
 */
export async function withdrawRegistration(id: string, caller: Caller): Promise<WithdrawResponse> {
  // Nothing to withdraw is no failure: 200 with `deletedCount: 0`, as the waitlist's twin answers.
  const { marathon, race, registration } = await marathonAndOwn(id, caller);
  if (!registration.exists) return NOTHING;
  refuseStarted(race);
  const done = await withdraw(
    marathon,
    registration,
    { policy: true },
    (writer, held, distance) => {
      notifyRunner(
        writer,
        raceForRunner(race, distance),
        callerAddress(caller, registrationOf(held)),
        { kind: 'withdrawn' },
      );
    },
  );
  // Withdrawn at the same moment by another request: that one did it.
  if (!done.released) return NOTHING;
  // A change of distance waiting for its difference goes with the place: its held place is freed.
  const change = await pendingChange(marathon.ref, caller.uid);
  if (change !== null) await freeHold(marathon, change, holdExpiry);
  return done.refund ? { deletedCount: 1, refund: done.refund } : { deletedCount: 1 };
}

const NOTHING = { deletedCount: 0 };

/**
 * The caller's registrations (a collection-group query on userId), each with its marathon, and the
 * holds of theirs that expired unpaid (status `expired`), until they register again.
 */
export async function myRegistrations(caller: Caller): Promise<MyRegistration[]> {
  const mine = (group: string) =>
    db()
      .collectionGroup(group)
      .withConverter(registrationDocs)
      .where('userId', '==', caller.uid)
      .limit(500)
      .get();
  const changesOf = () =>
    db().collectionGroup(COLLECTIONS.distanceChanges).where('userId', '==', caller.uid).limit(500);
  const [regs, lapsed, refunds, pending] = await Promise.all([
    mine(COLLECTIONS.registrations),
    mine(COLLECTIONS.lapsedHolds),
    latestRefundsOf(caller.uid),
    changesOf().get(),
  ]);
  const changes = new Map(
    pending.docs.map((c) => [c.ref.parent.parent?.id, distanceChangeOf(c)] as const),
  );
  const parentsOf = (docs: Array<{ ref: DocumentReference }>) =>
    docs.map((r) => r.ref.parent.parent).filter((p): p is DocumentReference => p !== null);
  const parents = [
    ...new Map(parentsOf([...regs.docs, ...lapsed.docs]).map((p) => [p.path, p])).values(),
  ];
  if (parents.length === 0) return [];
  const read = (await db().getAll(...parents)).filter((m) => m.exists);
  const marathons = await settleDue(read, holdExpiry);
  // A hold that expired just now has moved from the registrations: read both again.
  const [nowRegs, nowLapsed] = marathons.some((m, i) => m !== read[i])
    ? await Promise.all([mine(COLLECTIONS.registrations), mine(COLLECTIONS.lapsedHolds)])
    : [regs, lapsed];
  const races = marathons.map(marathonOf);
  const [counts, names] = await Promise.all([
    registrationCounts(marathons),
    organiserNames(races, caller),
  ]);
  // A registration stands before an expired hold of the same race.
  const byMarathon = new Map(
    [...nowLapsed.docs, ...nowRegs.docs].map((r) => [r.ref.parent.parent?.id, r.data()]),
  );
  return races
    .map((m): MyRegistration => {
      const reg = byMarathon.get(m.id);
      return {
        ...toMarathon(m, counts.get(m.id) ?? NO_COUNTS, organiserFor(m, names, caller), true),
        totalRegistrationCount: reg
          ? [
              {
                ...toParticipant(reg, m.distances),
                marathonId: m.id,
                refund: refunds.get(m.id) ?? null,
                transfer: openTransferOf(reg),
                distanceChange: changes.get(m.id) ?? null,
              },
            ]
          : [],
      };
    })
    .sort((a, b) => Date.parse(a.marathonStartDate) - Date.parse(b.marathonStartDate));
}

/** The organisers' list of the race's participants: pages of JSON, or all of them as CSV. */
export const participants: RaceList<
  Participant,
  Awaited<ReturnType<typeof listParticipants>>,
  z.output<typeof participantsQuery>
> = {
  page: listParticipants,
  all: allParticipants,
  csv: participantsCsv,
  title: raceTitle,
};
