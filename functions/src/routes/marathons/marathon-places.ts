// A marathon's distances, field limits and offer hours, on create and on edit (docs/places.md).
// An edit is one settlement (places/settle.ts): a distance's new capacity reshares its places among its
// counter shards and offers any new places to its first waiting runners in the same transaction; a new
// distance gets its counter; a removed one goes with its counter, unless it has registrations or a
// waitlist (409). Lowering a capacity below the places taken changes nothing and is a 409.
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';
import type { RaceQuestion } from '@run/contract/domain/race-form';
import type { UpdateResponse } from '@run/contract/domain/api-types';
import {
  OFFER_HOURS_DEFAULT,
  type DistanceInput,
  type MarathonInput,
} from '@run/contract/domain/schemas';

import type { Caller } from '../../lib/auth.js';
import { badRequest, conflict, forbidden } from '../../lib/http-error.js';
import { notifyRaceChange } from '../../mail/notify.js';
import { offerHoursOf, placesTaken, rebalance, type ShardState } from '../../places/capacity.js';
import { placesOf, settle, type Settlement } from '../../places/settle.js';
import { editableFields, mayDo, roleOf, sameEditableFields } from '../../store/marathon-doc.js';
import { ofDistance } from '../../store/registration-counter.js';
import {
  distanceFields,
  distanceShardRefs,
  storedDistances,
  type StoredDistance,
} from '../../store/distances.js';
import { WAITLIST } from '../../store/waitlist-doc.js';
import { COLLECTIONS } from '../../store/collections.js';
import { nextWaiver, questionsIn, storedQuestions } from '../../store/questions.js';

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
    },
  ];
}

/** A new marathon's distances, offer hours, questions and waiver, as stored. */
export function createdPlaces(input: MarathonInput) {
  const distances = storedDistances(inputDistances(input, []) ?? [], []);
  const waiver = nextWaiver(input.waiver, {});
  return {
    distances,
    fields: {
      ...distanceFields(distances, true),
      offerHours: input.offerHours ?? OFFER_HOURS_DEFAULT,
      questions: storedQuestions(input.questions ?? [], [], distances),
      ...(waiver ? { waiver } : {}),
      reservedBibs: sortedBibs(input.reservedBibs ?? []),
    },
  };
}

const reservedOf = (data: DocumentData): number[] =>
  Array.isArray(data.reservedBibs)
    ? data.reservedBibs.filter((n: unknown): n is number => Number.isInteger(n))
    : [];

/** Reserved bib numbers as stored: each once, in order. */
const sortedBibs = (bibs: readonly number[]) => [...new Set(bibs)].sort((a, b) => a - b);

/** A question's answers, stored in registrations and waitlist entries, matching `filter`. */
async function answered(s: Settlement, id: string, values?: readonly string[]): Promise<boolean> {
  const field = new FieldPath('answers', id);
  const reads = [COLLECTIONS.registrations, COLLECTIONS.waitlist].map((name) => {
    const all = s.marathon.ref.collection(name);
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
  input: MarathonInput,
  distances: readonly StoredDistance[],
): Promise<RaceQuestion[]> {
  const current = questionsIn(s.marathon.data() ?? {});
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
      throw conflict(`"${was.label}" has answers: its type cannot change.`);
    }
    const dropped = was.options.filter((o) => !q.options.includes(o));
    for (const option of dropped) {
      if (await answered(s, q.id, [option])) {
        throw conflict(`"${was.label}" has answers "${option}": that option cannot be removed.`);
      }
    }
  }
  return next;
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
    throw badRequest('A distance id is not one of this race’s distances.', details);
  }
}

/** Removes a distance and its counter, refused while anyone holds or waits for one of its places. */
async function removeDistance(s: Settlement, distance: StoredDistance): Promise<void> {
  const places = placesOf(s, distance);
  const waiting = await s.tx.get(
    ofDistance(s.marathon.ref.collection(WAITLIST), s.distances, distance).limit(1),
  );
  if (places.shards.some((x) => x.count > 0 || x.offers > 0) || !waiting.empty) {
    throw conflict(`${distance.name} cannot be removed: it has registrations or a waitlist.`);
  }
  s.places.delete(distance.id);
  s.writes.push(() => places.refs.forEach((ref) => s.tx.delete(ref)));
}

/** A kept distance with a new capacity: its places shared out again (409 below the places taken). */
function recapacity(
  s: Settlement,
  before: StoredDistance,
  after: StoredDistance,
  several: boolean,
) {
  const places = placesOf(s, before);
  places.distance = after;
  if (after.capacity === null || after.capacity === before.capacity) return;
  const shared = rebalance(places.shards, after.capacity);
  if (shared === null) {
    const taken = placesTaken(places.shards);
    const what = several ? `${after.name}’s capacity` : 'Capacity';
    throw conflict(
      `${what} cannot be lower than the ${taken} places already taken (registrations and open offers).`,
    );
  }
  shared.forEach((shard, i) => {
    places.shards[i] = shard;
    places.dirty.add(i);
  });
}

/** A new distance's counter, written by the settlement (its shards are created by the write). */
function addDistance(s: Settlement, distance: StoredDistance): void {
  const fresh: ShardState[] = Array.from({ length: distance.counterShards }, () => ({
    count: 0,
    offers: 0,
    places: 0,
  }));
  const shards =
    distance.capacity === null ? fresh : (rebalance(fresh, distance.capacity) ?? fresh);
  s.places.set(distance.id, {
    distance,
    refs: distanceShardRefs(s.marathon.ref, distance),
    shards,
    dirty: new Set(shards.map((_, i) => i)),
  });
}

/** Applies the edited list of distances to the settlement's counters. */
async function applyDistances(s: Settlement, next: StoredDistance[]): Promise<void> {
  const byId = new Map(next.map((d) => [d.id, d]));
  const several = next.length > 1 || s.distances.length > 1;
  for (const before of s.distances) {
    const after = byId.get(before.id);
    if (after === undefined) await removeDistance(s, before);
    else recapacity(s, before, after, several);
  }
  const known = new Set(s.distances.map((d) => d.id));
  for (const d of next) if (!known.has(d.id)) addDistance(s, d);
  // A race of one distance becoming several: its shards written before distances get their
  // distance, so per-distance queries find them.
  if (s.distances.length === 1 && next.length > 1) {
    for (const places of s.places.values()) places.shards.forEach((_, i) => places.dirty.add(i));
  }
  s.distances = next;
}

export async function updateMarathonAndPlaces(
  ref: DocumentReference,
  input: MarathonInput,
  caller: Caller,
): Promise<UpdateResponse> {
  const result = await settle(ref, async (s): Promise<UpdateResponse> => {
    if (!mayDo(roleOf(s.marathon, caller), 'organisers')) {
      throw forbidden('Only the marathon’s creator can do this.');
    }
    const asked = inputDistances(input, s.distances);
    if (asked !== null) checkIds(asked, s.distances);
    const next = asked === null ? s.distances : storedDistances(asked, s.distances);
    const offerHours = input.offerHours ?? offerHoursOf(s.marathon);
    const data = s.marathon.data() ?? {};
    const questions = await editedQuestions(s, input, next);
    const waiver = nextWaiver(input.waiver, data);
    const reservedBibs =
      input.reservedBibs === undefined ? reservedOf(data) : sortedBibs(input.reservedBibs);
    if (
      sameEditableFields(s.marathon, input) &&
      settingsOf(next) === settingsOf(s.distances) &&
      offerHours === offerHoursOf(s.marathon) &&
      JSON.stringify(questions) === JSON.stringify(questionsIn(data)) &&
      JSON.stringify(waiver) === JSON.stringify(nextWaiver(undefined, data)) &&
      JSON.stringify(reservedBibs) === JSON.stringify(reservedOf(data))
    ) {
      return { matchedCount: 1, modifiedCount: 0 };
    }
    await applyDistances(s, next);
    Object.assign(s.marathonUpdate, editableFields(input), distanceFields(next, false), {
      offerHours,
      questions,
      waiver: waiver ?? FieldValue.delete(),
      reservedBibs,
      updatedAt: Timestamp.now(),
    });
    s.writes.push(() => notifyRaceChange(s.tx, s.marathon, s.marathonUpdate));
    return { matchedCount: 1, modifiedCount: 1 };
  });
  return result ?? { matchedCount: 1, modifiedCount: 0 };
}
