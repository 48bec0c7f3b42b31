// A runner's own registration: changing its form or distance (a dearer one waits for its difference)
// and withdrawing (money back by the race's policy, the place offered to the waitlist).
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { RaceFormInput } from '@run/contract/domain/race-form';
import type { ChangeResponse, WithdrawResponse } from '@run/contract/domain/api-types';
import type { RegistrationForm } from '@run/contract/domain/schemas';
import { canChangeRegistration } from '@run/contract/domain/registration-window';

import { refuseBallotDistance } from '../ballot/ballot.js';
import {
  holdExpiry,
  withdraw,
  differenceDue,
  holdDifference,
  pendingChange,
} from '../payments/payments.js';
import {
  accountEmailOf,
  callerAddress,
  languageOf,
  notifyCaller,
  notifyRunner,
  raceForRunner,
  waitlistMail,
  type RunnerAddress,
} from '../mail/mail.js';
import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { conflict, notFound } from '../lib/http-error.js';
import { changePlaceDistance, freeHold, settle } from '../places/places.js';
import { eventDates, marathonOf, marathonRef, type MarathonDoc } from '../store/marathon-doc.js';
import {
  participantSearchFields,
  registrationDocRef,
  registrationOf,
  registrationRef,
  type RegistrationDoc,
} from '../store/registration-doc.js';
import { openTransferOf } from '../store/transfer-doc.js';
import {
  chooseDistance,
  DISTANCE_FIELD,
  distanceOfRecord,
  type StoredDistance,
} from '../store/distances.js';
import {
  answersOf,
  checkedRaceForm,
  splitForm,
  storedRaceInput,
  type RaceAnswers,
} from '../store/questions.js';

/** The marathon (404 when there is none) and the caller's registration of it, which may not exist. */
async function marathonAndOwn(id: string, caller: Caller) {
  const ref = marathonRef(id);
  const [marathon, registration] = await db().getAll(ref, registrationRef(ref, caller.uid));
  if (!marathon?.exists || registration === undefined) throw notFound('marathon_not_found');
  return { marathon, race: marathonOf(marathon), registration };
}

export function refuseStarted(marathon: MarathonDoc): void {
  if (!canChangeRegistration(eventDates(marathon))) {
    throw conflict('race_started_no_changes');
  }
}

async function ownRegistration(id: string, caller: Caller) {
  const { marathon, race, registration } = await marathonAndOwn(id, caller);
  if (!registration.exists) throw notFound('not_registered');
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
  if (distance.id !== current.id) refuseBallotDistance(distance);
  const now = Timestamp.now();
  const answers = changedRaceForm(race, held, distance, asked, now);
  if (distance.id !== current.id) {
    const changed = { ...form, ...participantSearchFields(form), ...answers };
    // The recipient was offered this distance (the link's page names it); the move keeps it.
    if (openTransferOf(held) !== null) throw conflict('transfer_open_no_change');
    if ((await pendingChange(marathon.ref, caller.uid)) !== null)
      throw conflict('distance_change_pending');
    // A place not yet paid has no price paid to move with: the difference would be reckoned from
    // money that never came (payments/distance-change.ts).
    if (held.status === 'pending_payment') throw conflict('unpaid_no_distance_change');
    const due = await differenceDue(marathon, registration, distance, now.toDate());
    if (due === null) return changeDistance(marathon, caller, changed, distance.id);
    const difference = await holdDifference(
      marathon,
      registration,
      distance,
      due,
      changed,
      callerAddress(caller, form, languageOf(held, caller)),
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
    const language = languageOf(held, caller);
    const told = { caller, form, language, marathon: race, distance: current };
    notifyCaller(batch, told, { kind: 'updated' });
    await batch.commit();
  } catch (err) {
    if (grpcCode(err) === GRPC.NOT_FOUND) throw notFound('not_registered');
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
    if (held === undefined) throw notFound('not_registered');
    if (openTransferOf(held) !== null) throw conflict('transfer_open_no_change');
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
      const language = languageOf(held, caller);
      const told = { caller, form: fields, language, marathon, distance: to };
      notifyCaller(s.tx, told, { kind: 'updated' });
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
  const { marathon, registration } = await marathonAndOwn(id, caller);
  if (!registration.exists) return NOTHING;
  // The account's address as it is now: the runner may have changed it since registering.
  const done = await withdrawByPolicy(marathon, registration, (runner) =>
    callerAddress(caller, runner, languageOf(runner, caller)),
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
 * A runner's entry withdrawn by themselves or by the buyer managing it: refused once the race has
 * started, money back by the race's refund policy, and the runner at `addressOf` told in the write.
 */
export async function withdrawByPolicy(
  marathon: DocumentSnapshot,
  registration: DocumentSnapshot,
  addressOf: (runner: RegistrationDoc) => RunnerAddress | null,
) {
  const race = marathonOf(marathon);
  refuseStarted(race);
  return withdraw(marathon, registration, { policy: true }, (writer, held, distance) => {
    const runner = registrationOf(held);
    notifyRunner(writer, raceForRunner(race, distance), addressOf(runner), { kind: 'withdrawn' });
  });
}
