// A marathon's distances, offer hours, questions, waiver and reserved bibs, on create and on edit. An
// edit is one settlement (places/settle.ts) whose distances go through the capacity edit
// (places/distance-edit.ts), so new places are offered to the waitlist in the same transaction.
import { FieldPath, FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { RaceQuestion } from '@run/contract/domain/race-form';
import { asGenerous, type RefundPolicy } from '@run/contract/domain/refunds';
import type { UpdateResponse } from '@run/contract/domain/api-types';
import {
  OFFER_HOURS_DEFAULT,
  type DistanceInput,
  type MarathonInput,
} from '@run/contract/domain/schemas';

import { checkedBallotEdit } from '../ballot/ballot.js';
import { notifyRaceChange, waitlistMail } from '../mail/mail.js';
import { badRequest, conflict } from '../lib/http-error.js';
import { applyDistances, settle, type Settlement } from '../places/places.js';
import { couponRef } from '../store/coupon-doc.js';
import { editableFields, marathonOf, sameEditableFields } from '../store/marathon-doc.js';
import { distanceFields, storedDistances, type StoredDistance } from '../store/distances.js';
import { raceListFields } from '../store/race-list-fields.js';
import { nextWaiver, storedQuestions } from '../store/questions.js';
import { moneyFields, sameMoney } from '../store/money.js';
import { checkStartZone, startFields, startOfInput } from '../store/start-fields.js';
import {
  organiserDetailFields,
  organiserDetailsOfInput,
  sameOrganiserDetails,
} from '../store/organiser-details.js';
import { paidPayments } from '../store/payment-doc.js';
import { registrationsPlain } from '../store/registration-doc.js';
import { waitlistPlain } from '../store/waitlist-doc.js';
import { checkPayoutMethods } from '../payments/payments.js';

/**
 * The distances an input asks for. With `distances`, those; without, the top-level running distance
 * and capacity are the race's one distance (the spec's calls), named after its running distance
 * unless the organiser named it otherwise. A race of several distances edited without the list keeps
 * them as they are: null.
 */
export function inputDistances(
  input: MarathonInput,
  current: readonly StoredDistance[],
): DistanceInput[] | null {
  if (input.distances !== undefined) return input.distances;
  const [only, ...more] = current;
  if (more.length > 0) return null;
  const runningDistance = input.runningDistance ?? only?.runningDistance ?? '';
  const named = only !== undefined && only.name !== only.runningDistance;
  return [
    {
      ...(only ? { id: only.id } : {}),
      name: named ? only.name : runningDistance,
      runningDistance,
      capacity: input.capacity === undefined ? (only?.capacity ?? null) : input.capacity,
      minimumAge: only?.minimumAge ?? null,
      bibFrom: only?.bibFrom ?? null,
      bibTo: only?.bibTo ?? null,
      prices: only?.prices ?? [],
      startTime: only?.startTime ?? null,
    },
  ];
}

/** A new marathon's distances, offer hours, questions and waiver, as stored. */
export function createdPlaces(input: MarathonInput) {
  // A new race has no discount codes yet: its volunteers' thanks code is set once it has one.
  if (input.volunteerThanksCode) throw conflict('thanks_code_unknown');
  const distances = storedDistances(inputDistances(input, []) ?? [], []);
  const waiver = nextWaiver(input.waiver, {});
  const start = startOfInput(input, { startTime: null, timeZone: null });
  checkStartZone(start, distances);
  return {
    distances,
    fields: {
      ...distanceFields(distances, true),
      ...startFields(start, true),
      ...organiserDetailFields(
        organiserDetailsOfInput(input, {
          organiserName: null,
          organiserAddress: null,
          vatNumber: null,
        }),
        true,
      ),
      offerHours: input.offerHours ?? OFFER_HOURS_DEFAULT,
      questions: storedQuestions(input.questions ?? [], [], distances),
      ...(waiver ? { waiver } : {}),
      reservedBibs: sortedBibs(input.reservedBibs ?? []),
      ...moneyFields(input, {}, distances),
    },
  };
}

/**
 * The volunteers' thanks code after an edit (docs/volunteers.md): left out keeps it, null clears it,
 * a code must be one of the race's discount codes (409 otherwise).
 */
async function raceCodeOrNull(
  s: Settlement,
  asked: string | null | undefined,
  stored: string | null,
): Promise<string | null> {
  if (asked === undefined) return stored;
  if (asked === null) return null;
  if (!(await s.tx.get(couponRef(s.marathon.ref, asked))).exists) {
    throw conflict('thanks_code_unknown');
  }
  return asked;
}

/** Reserved bib numbers as stored: each once, in order. */
const sortedBibs = (bibs: readonly number[]) => [...new Set(bibs)].sort((a, b) => a - b);

/** A question's answers, stored in registrations and waitlist entries, matching `filter`. */
async function answered(s: Settlement, id: string, values?: readonly string[]): Promise<boolean> {
  const field = new FieldPath('answers', id);
  const reads = [registrationsPlain(s.marathon.ref), waitlistPlain(s.marathon.ref)].map((all) => {
    const query = values ? all.where(field, 'in', values.slice(0, 30)) : all.orderBy(field);
    return s.tx.get(query.limit(1));
  });
  return (await Promise.all(reads)).some((snap) => !snap.empty);
}

/**
 * The race's questions after an edit. A question with answers keeps its type and every option in
 * use (409 otherwise); it may be relabelled, gain options, or go (the answers stay where they are).
 * Left out of the edit, the questions stay, asked only of distances the race still has.
 */
async function editedQuestions(
  s: Settlement,
  current: readonly RaceQuestion[],
  input: MarathonInput,
  distances: readonly StoredDistance[],
): Promise<RaceQuestion[]> {
  if (input.questions === undefined) {
    const ids = new Set(distances.map((d) => d.id));
    return current.map((q) =>
      q.distanceIds === null ? q : { ...q, distanceIds: q.distanceIds.filter((id) => ids.has(id)) },
    );
  }
  const next = storedQuestions(input.questions, current, distances);
  const before = new Map(current.map((q) => [q.id, q]));
  for (const q of next) {
    const was = before.get(q.id);
    if (was === undefined) continue;
    if (was.type !== q.type && (await answered(s, q.id))) {
      throw conflict('question_type_locked', { question: was.label });
    }
    const dropped = was.options.filter((o) => !q.options.includes(o));
    for (const option of dropped) {
      if (await answered(s, q.id, [option])) {
        throw conflict('option_in_use', { question: was.label, option });
      }
    }
  }
  return next;
}

/** Once a runner has paid, the refund policy they paid under may only become more generous: 409. */
async function checkRefundPolicy(
  s: Settlement,
  current: RefundPolicy,
  next: RefundPolicy,
): Promise<void> {
  if (asGenerous(next, current)) return;
  const paid = await s.tx.get(paidPayments(s.marathon.ref).limit(1));
  if (!paid.empty) throw conflict('refund_policy_less_generous');
}

/** What the API answers of a distance's settings, to tell whether an edit changes any. */
const settingsOf = (distances: readonly StoredDistance[]) =>
  JSON.stringify(
    distances.map((d) => [
      d.id,
      d.name,
      d.runningDistance,
      d.capacity,
      d.minimumAge,
      d.bibFrom,
      d.bibTo,
      d.prices,
      d.ballot,
      d.startTime,
      d.teams,
    ]),
  );

/** Ids the input names must be this race's: anything else is a client's mistake. */
function checkIds(input: readonly DistanceInput[], current: readonly StoredDistance[]): void {
  const known = new Set(current.map((d) => d.id));
  const details = input.flatMap((d, i) =>
    d.id === undefined || known.has(d.id)
      ? []
      : [{ field: `distances.${i}.id`, message: 'Not one of this race’s distances' }],
  );
  if (details.length > 0) {
    throw badRequest('distance_ids_unknown', details);
  }
}

export async function updateMarathonAndPlaces(
  ref: DocumentReference,
  input: MarathonInput,
): Promise<UpdateResponse> {
  const result = await settle(ref, waitlistMail, async (s): Promise<UpdateResponse> => {
    const asked = inputDistances(input, s.distances);
    if (asked !== null) checkIds(asked, s.distances);
    const next = asked === null ? s.distances : storedDistances(asked, s.distances);
    const draw = await checkedBallotEdit(s.tx, ref, s.distances, next);
    const stored = marathonOf(s.marathon);
    const offerHours = input.offerHours ?? stored.offerHours;
    const questions = await editedQuestions(s, stored.questions, input, next);
    const waiver = nextWaiver(input.waiver, stored);
    const reservedBibs =
      input.reservedBibs === undefined ? stored.reservedBibs : sortedBibs(input.reservedBibs);
    const money = moneyFields(input, stored, next);
    const start = startOfInput(input, stored);
    checkStartZone(start, next);
    const organiser = organiserDetailsOfInput(input, stored.organiserDetails);
    const thanksCode = await raceCodeOrNull(
      s,
      input.volunteerThanksCode,
      stored.volunteerThanksCode,
    );
    await checkPayoutMethods(stored.createdByUid, money.paymentMethods, stored.paymentMethods);
    await checkRefundPolicy(s, stored.refundPolicy, money.refundPolicy);
    if (
      sameMoney(stored, money) &&
      sameEditableFields(stored, input) &&
      start.startTime === stored.startTime &&
      start.timeZone === stored.timeZone &&
      sameOrganiserDetails(organiser, stored.organiserDetails) &&
      thanksCode === stored.volunteerThanksCode &&
      settingsOf(next) === settingsOf(s.distances) &&
      offerHours === stored.offerHours &&
      JSON.stringify(questions) === JSON.stringify(stored.questions) &&
      JSON.stringify(waiver) === JSON.stringify(stored.waiver) &&
      JSON.stringify(reservedBibs) === JSON.stringify(stored.reservedBibs)
    ) {
      return { matchedCount: 1, modifiedCount: 0 };
    }
    await applyDistances(s, next);
    Object.assign(s.marathonUpdate, editableFields(input), distanceFields(next, false), {
      ...startFields(start, false),
      ...organiserDetailFields(organiser, false),
      ...raceListFields(input, next),
      offerHours,
      questions,
      waiver: waiver ?? FieldValue.delete(),
      volunteerThanksCode: thanksCode,
      reservedBibs,
      ...money,
      updatedAt: Timestamp.now(),
    });
    s.writes.push(() => notifyRaceChange(s.tx, s.marathon, s.marathonUpdate));
    s.writes.push(() => draw(s.tx));
    return { matchedCount: 1, modifiedCount: 1 };
  });
  return result ?? { matchedCount: 1, modifiedCount: 0 };
}
