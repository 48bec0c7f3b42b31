// A race's distances as stored (docs/places.md): `marathons/{id}.distances`, each with the
// fields the API answers and two of its own: where its counter shards are (`counterBase`,
// `counterShards`: shard documents `registrationCounters/{counterBase + i}`) and, while it is sold out,
// `soldOutAt` (places/take.ts). A marathon stored before distances has none: it is read as one
// distance named after its `runningDistance`, whose shards are the marathon's own `0..counterShards-1`,
// so data written before distances keeps working until `scripts/add-distances.ts` writes the list.
//
// Registrations, waitlist entries and shards carry `distanceId`; one written before distances has none
// and belongs to the race's first distance.
import {
  DocumentSnapshot,
  FieldValue,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Query,
} from 'firebase-admin/firestore';
import type { DistanceInput } from '@run/contract/domain/schemas';
import { CAPACITY_MAX, DISTANCE_ID } from '@run/contract/domain/schemas';

import { badRequest } from '../lib/http-error.js';
import { COLLECTIONS } from './collections.js';
import { startTimeIn } from './start-fields.js';

export interface StoredDistance {
  id: string;
  name: string;
  runningDistance: string;
  capacity: number | null;
  minimumAge: number | null;
  bibFrom: number | null;
  bibTo: number | null;
  counterBase: number;
  counterShards: number;
  soldOutAt?: unknown;
  /** Price tiers sorted by `until` (ISO, null for the last); empty: free (docs/payments.md). */
  prices: StoredTier[];
  /** Decided by ballot (docs/ballot.md); null: first come. */
  ballot: StoredBallot | null;
  /** Its own start (HH:MM in the race's zone) when it differs from the race's; null: the race's. */
  startTime: string | null;
  /** Its teams' sizes (docs/teams.md); null: no teams. */
  teams: StoredTeams | null;
}

export interface StoredTeams {
  minSize: number;
  maxSize: number;
}

function storedTeams(value: unknown): StoredTeams | null {
  if (typeof value !== 'object' || value === null) return null;
  const t = value as Record<string, unknown>;
  const minSize = wholeNumber(t.minSize, 2, 10);
  const maxSize = wholeNumber(t.maxSize, 2, 50);
  return minSize === null || maxSize === null || maxSize < minSize ? null : { minSize, maxSize };
}

/** A distance's ballot: ISO times, and `drawnAt` once its draw is done. */
export interface StoredBallot {
  opensAt: string;
  closesAt: string;
  drawAt: string;
  payDays: number;
  drawnAt: string | null;
}

function storedBallot(value: unknown): StoredBallot | null {
  if (typeof value !== 'object' || value === null) return null;
  const b = value as Record<string, unknown>;
  const { opensAt, closesAt, drawAt, payDays, drawnAt } = b;
  if (typeof opensAt !== 'string' || typeof closesAt !== 'string' || typeof drawAt !== 'string') {
    return null;
  }
  return {
    opensAt,
    closesAt,
    drawAt,
    payDays: wholeNumber(payDays, 1, 14) ?? 7,
    drawnAt: typeof drawnAt === 'string' ? drawnAt : null,
  };
}

export interface StoredTier {
  label: string;
  amount: number;
  until: string | null;
}

function storedTiers(value: unknown): StoredTier[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((t: unknown) => {
    if (typeof t !== 'object' || t === null) return [];
    const { label, amount, until } = t as Record<string, unknown>;
    if (typeof label !== 'string' || typeof amount !== 'number' || !Number.isInteger(amount)) {
      return [];
    }
    return [{ label, amount, until: typeof until === 'string' ? until : null }];
  });
}

/** Whether any distance of the race charges. */
export const isPriced = (distances: readonly StoredDistance[]): boolean =>
  distances.some((d) => d.prices.length > 0);

/** Unlimited distances count on a few shards; capped ones share `CAPACITY_SHARDS` (see below). */
export const SHARDS = 10;
/**
 * A race with a field limit takes its registrations through conditional writes on its shards, so its
 * capped distances get more of them, `CAPACITY_SHARDS` shared among them: at Berlin's 67
 * registrations a second over the race each shard takes about 0.34 (functions/README.md). A race's
 * distances together stay well within one batch's 500 writes when created.
 */
export const CAPACITY_SHARDS = 200;
/** Shard numbers of one distance stay below the next distance's base. */
const BASE_STEP = 1000;
/** Shard counts a stored marathon may name; anything else is hand-written nonsense. */
const MAX_SHARDS = 1000;

/** The field a registration, waitlist entry and shard carry. */
export const DISTANCE_FIELD = 'distanceId';

function wholeNumber(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An id from a name: lower-case letters, digits and dashes, unique among `taken`. */
export function distanceIdFor(name: string, taken: ReadonlySet<string>): string {
  const slug =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/gu, '-')
      .replace(/^-+|-+$/gu, '')
      .slice(0, 34) || 'distance';
  let id = slug;
  for (let n = 2; taken.has(id); n += 1) id = `${slug}-${n}`;
  return id;
}

function storedEntry(value: unknown): StoredDistance | null {
  if (typeof value !== 'object' || value === null) return null;
  const d = value as Record<string, unknown>;
  const id = text(d.id);
  const counterShards = wholeNumber(d.counterShards, 1, MAX_SHARDS);
  const counterBase = wholeNumber(d.counterBase, 0, Number.MAX_SAFE_INTEGER);
  if (!DISTANCE_ID.test(id) || counterShards === null || counterBase === null) return null;
  return {
    id,
    name: text(d.name),
    runningDistance: text(d.runningDistance),
    capacity: wholeNumber(d.capacity, 1, CAPACITY_MAX),
    minimumAge: wholeNumber(d.minimumAge, 1, 120),
    bibFrom: wholeNumber(d.bibFrom, 1, 999_999),
    bibTo: wholeNumber(d.bibTo, 1, 999_999),
    counterBase,
    counterShards,
    prices: storedTiers(d.prices),
    ballot: storedBallot(d.ballot),
    startTime: startTimeIn(d.startTime),
    teams: storedTeams(d.teams),
    ...(d.soldOutAt !== undefined && d.soldOutAt !== null ? { soldOutAt: d.soldOutAt } : {}),
  };
}

/**
 * The race's distances, never empty. A marathon without a stored list (written before distances) is
 * one distance; without counter shards either (made in the console) it has `counterShards` 0, and a
 * registration refuses it (`writableShards`).
 */
export function distancesOf(
  marathon: DocumentSnapshot | { distances: StoredDistance[] },
): StoredDistance[] {
  return marathon instanceof DocumentSnapshot
    ? distancesIn(marathon.data() ?? {})
    : marathon.distances;
}

/** `distancesOf` for a marathon's data (a mail's view of it, an update about to be written). */
export function distancesIn(data: DocumentData): StoredDistance[] {
  const stored: unknown = data.distances;
  if (Array.isArray(stored)) {
    const list = stored.map(storedEntry).filter((d): d is StoredDistance => d !== null);
    if (list.length > 0) return list;
  }
  const runningDistance = text(data.runningDistance);
  return [
    {
      id: distanceIdFor(runningDistance, new Set()),
      name: runningDistance,
      runningDistance,
      capacity: wholeNumber(data.capacity, 1, CAPACITY_MAX),
      minimumAge: null,
      bibFrom: null,
      bibTo: null,
      counterBase: 0,
      counterShards: wholeNumber(data.counterShards, 1, MAX_SHARDS) ?? 0,
      prices: [],
      ballot: null,
      startTime: null,
      teams: null,
    },
  ];
}

/** The distance a stored record names (a registration, waitlist entry, shard); null for none. */
export const distanceIdIn = (data: DocumentData): string | null => {
  const id: unknown = data[DISTANCE_FIELD];
  return typeof id === 'string' ? id : null;
};

/** The distance a stored registration or waitlist entry belongs to (the first, if it names none). */
export function distanceOfRecord(
  record: DocumentSnapshot | { distanceId: string | null },
  distances: readonly StoredDistance[],
): StoredDistance {
  const id =
    record instanceof DocumentSnapshot ? distanceIdIn(record.data() ?? {}) : record.distanceId;
  const first = distances[0];
  if (first === undefined) throw new Error('A race has at least one distance');
  return distances.find((d) => d.id === id) ?? first;
}

/**
 * The shard count the API gives a new distance: a capped one its part of `CAPACITY_SHARDS` (never
 * fewer than SHARDS, never more places than it has), an unlimited one SHARDS.
 */
export function shardsForDistance(capacity: number | null, cappedInRace: number): number {
  if (capacity === null) return SHARDS;
  return Math.max(SHARDS, Math.floor(CAPACITY_SHARDS / Math.max(1, cappedInRace)));
}

/** The ballot an input asks for: left out keeps the stored one; a draw already made stays made. */
function ballotOfInput(
  input: DistanceInput['ballot'],
  kept: StoredBallot | null,
): StoredBallot | null {
  if (input === undefined) return kept;
  if (input === null) return null;
  const iso = (t: string) => new Date(t).toISOString();
  return {
    opensAt: iso(input.opensAt),
    closesAt: iso(input.closesAt),
    drawAt: iso(input.drawAt),
    payDays: input.payDays,
    drawnAt: kept?.drawnAt ?? null,
  };
}

/** The stored list for the input's distances; `kept` are the stored ones the input names by id. */
export function storedDistances(
  input: readonly DistanceInput[],
  current: readonly StoredDistance[],
): StoredDistance[] {
  const byId = new Map(current.map((d) => [d.id, d]));
  const taken = new Set(current.map((d) => d.id));
  let nextBase = current.reduce((max, d) => Math.max(max, d.counterBase + BASE_STEP), 0);
  const capped = input.filter((d) => typeof d.capacity === 'number').length;
  return input.map((d): StoredDistance => {
    const fields = {
      name: d.name,
      runningDistance: d.runningDistance,
      capacity: d.capacity ?? null,
      minimumAge: d.minimumAge ?? null,
      bibFrom: d.bibFrom ?? null,
      bibTo: d.bibTo ?? null,
      prices: (d.prices ?? []).map((t) => ({
        label: t.label,
        amount: t.amount,
        until: t.until === null ? null : new Date(t.until).toISOString(),
      })),
    };
    const kept = d.id === undefined ? undefined : byId.get(d.id);
    const ballot = ballotOfInput(d.ballot, kept?.ballot ?? null);
    // Left out, an edit keeps the distance's own start; null or '' clears it.
    const startTime = d.startTime === undefined ? (kept?.startTime ?? null) : d.startTime;
    // Left out, an edit keeps the distance's team rule; null removes it.
    const teams = d.teams === undefined ? (kept?.teams ?? null) : d.teams;
    if (kept) return { ...kept, ...fields, ballot, startTime, teams };
    const id = distanceIdFor(d.name, taken);
    taken.add(id);
    const counterBase = nextBase;
    nextBase += BASE_STEP;
    return {
      id,
      ...fields,
      ballot,
      startTime,
      teams,
      counterBase,
      counterShards: shardsForDistance(fields.capacity, capped),
    };
  });
}

/** How a mail, the .ics and the CSV name a distance: its name, and its length when that differs. */
export const distanceLabel = (d: Pick<StoredDistance, 'name' | 'runningDistance'>): string =>
  d.name === d.runningDistance || d.runningDistance === ''
    ? d.name
    : `${d.name} (${d.runningDistance})`;

/** The list as written to the marathon document (no undefined values: Firestore refuses them). */
export const distancesField = (distances: readonly StoredDistance[]) =>
  distances.map(({ soldOutAt, ...d }) => (soldOutAt === undefined ? d : { ...d, soldOutAt }));

/**
 * The top-level fields the spec's one-distance calls and older readers see: the first distance's
 * `runningDistance`, the sum of the capacities or none when any distance has no limit.
 */
export function summaryFields(distances: readonly StoredDistance[]) {
  const capacities = distances.map((d) => d.capacity);
  const capacity = capacities.every((c): c is number => c !== null)
    ? capacities.reduce((a, b) => a + b, 0)
    : null;
  return { runningDistance: distances[0]?.runningDistance ?? '', capacity };
}

/** The marathon fields that follow the distances: the list and what the spec's readers see. */
export function distanceFields(distances: readonly StoredDistance[], creating: boolean) {
  const { runningDistance, capacity } = summaryFields(distances);
  const fields: DocumentData = { distances: distancesField(distances), runningDistance };
  if (capacity !== null) fields.capacity = capacity;
  else if (!creating) fields.capacity = FieldValue.delete();
  return fields;
}

/** A race's counter shards, plain (places/counters.ts reads and sums their stored fields). */
export const counterShardsOf = (marathon: DocumentReference): CollectionReference =>
  marathon.collection(COLLECTIONS.registrationCounters);

export const shardRef = (marathon: DocumentReference, index: number): DocumentReference =>
  counterShardsOf(marathon).doc(String(index));

/** A distance's shard documents. */
export function distanceShardRefs(
  marathon: DocumentReference,
  distance: StoredDistance,
): DocumentReference[] {
  return Array.from({ length: distance.counterShards }, (_, i) =>
    shardRef(marathon, distance.counterBase + i),
  );
}

/**
 * The distance a runner names for this race: required when it has several (400 naming `distanceId`),
 * an id of another race or none at all refused the same way.
 */
export function chooseDistance(
  distances: readonly StoredDistance[],
  distanceId: string | undefined,
): StoredDistance {
  if (distanceId === undefined) {
    const only = distances.length === 1 ? distances[0] : undefined;
    if (only) return only;
    throw badRequest('choose_distance', [{ field: DISTANCE_FIELD, message: 'Choose a distance' }]);
  }
  const named = distances.find((d) => d.id === distanceId);
  if (named) return named;
  throw badRequest('distance_not_in_race', [
    { field: DISTANCE_FIELD, message: 'Not one of this race’s distances' },
  ]);
}

/**
 * 400 naming `distanceIds` when a list of the race's distances (a code's, an item's) names one the
 * race does not have.
 */
export function refuseOtherDistances(
  distances: readonly StoredDistance[],
  distanceIds: readonly string[] | null | undefined,
): void {
  const known = new Set(distances.map((d) => d.id));
  if (distanceIds?.some((d) => !known.has(d)) === true) {
    throw badRequest('unknown_distance', [
      { field: 'distanceIds', message: 'Not one of this race’s distances' },
    ]);
  }
}

/**
 * Where one distance's records are: the whole collection for a race of one distance (records written
 * before distances name none), else those naming it.
 */
export function ofDistance(
  query: Query,
  distances: readonly StoredDistance[],
  distance: StoredDistance,
): Query {
  return distances.length === 1 ? query : query.where(DISTANCE_FIELD, '==', distance.id);
}
