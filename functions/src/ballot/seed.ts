// The race's draw document: made with its secret seed when the race is saved with its first ballot,
// before any entry can exist, so the commitment is public before anyone enters and can never be
// chosen after seeing the entries. Its `nextDrawAt` follows the ballots' times, written by whatever
// changes them (a race saved, an entry, the draw itself), never by a read.
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';

import { BoundedMap } from '../lib/bounded-map.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { drawRef, type DrawDoc } from '../store/ballot-doc.js';
import { distancesOf, type StoredDistance } from '../store/distances.js';
import { newSeed } from './order.js';

/** When the schedule next has a draw to make: the earliest undrawn ballot's time, or null. */
function nextDrawOf(distances: readonly StoredDistance[]): Timestamp | null {
  const times = distances.flatMap((d) =>
    d.ballot && d.ballot.drawnAt === null ? [Date.parse(d.ballot.drawAt)] : [],
  );
  return times.length === 0 ? null : Timestamp.fromMillis(Math.min(...times));
}

const sameTime = (a: Timestamp | null, b: Timestamp | null): boolean =>
  a === null ? b === null : b?.isEqual(a) === true;

/** A batch or a transaction, as far as the draw document is written by either. */
export interface DrawWriter {
  create(ref: DocumentReference<unknown>, data: DocumentData): unknown;
  update(ref: DocumentReference<unknown>, data: DocumentData): unknown;
}

/**
 * Stages the draw document for the race's `distances` as they are about to be saved: made (with a
 * new seed) when the race has a ballot and no document yet, its `nextDrawAt` moved when a ballot's
 * time moved. `current` is the document as read in the same transaction (undefined: none).
 */
export function stageDraw(
  write: DrawWriter,
  marathon: DocumentReference,
  distances: readonly StoredDistance[],
  current: DrawDoc | undefined,
): void {
  const next = nextDrawOf(distances);
  const ref = drawRef(marathon).withConverter(null);
  if (current === undefined) {
    if (distances.some((d) => d.ballot !== null)) {
      write.create(ref, { ...newSeed(), nextDrawAt: next, draws: {} });
    }
    return;
  }
  if (!sameTime(current.nextDrawAt, next)) write.update(ref, { nextDrawAt: next });
}

/** The race's draw document, made now if it has none, with `nextDrawAt` as the race is now. */
export async function syncedDraw(marathon: DocumentSnapshot): Promise<DrawDoc> {
  const ref = drawRef(marathon.ref);
  const next = nextDrawOf(distancesOf(marathon));
  const current = (await ref.get()).data();
  if (current === undefined) {
    const made = { ...newSeed(), nextDrawAt: next, draws: {} };
    try {
      await ref.create(made);
      return made;
    } catch (err) {
      // Made by a concurrent request: theirs stands.
      if (grpcCode(err) !== GRPC.ALREADY_EXISTS) throw err;
      return (await ref.get()).data() ?? made;
    }
  }
  if (!sameTime(current.nextDrawAt, next)) await ref.update({ nextDrawAt: next });
  return { ...current, nextDrawAt: next };
}

/** The races this instance made sure of, with the `nextDrawAt` it saw them with (ms, or null). */
const ensured = new BoundedMap<string, number | null>(256);

/**
 * That the race's draw document exists, as `syncedDraw` makes it, without a read on every entry: at
 * 500 entries a second each would read it otherwise. (A race saved with its ballot has it already;
 * this covers one saved before the race's save made it.)
 */
export async function ensureDraw(marathon: DocumentSnapshot): Promise<void> {
  const next = nextDrawOf(distancesOf(marathon))?.toMillis() ?? null;
  if (ensured.has(marathon.ref.path) && ensured.get(marathon.ref.path) === next) return;
  await syncedDraw(marathon);
  ensured.set(marathon.ref.path, next);
}

/**
 * Whether the race's seed is public: some draw of the race was made and no ballot of it waits for
 * its draw (GET /marathon/{id}/ballot then shows the seed). Once it is, every key of a new entry
 * could be computed before entering.
 */
export function seedIsPublic(distances: readonly StoredDistance[], draw: DrawDoc | undefined) {
  const drawnOnce = Object.values(draw?.draws ?? {}).some((d) => d.state === 'drawn');
  return drawnOnce && distances.every((d) => d.ballot === null || d.ballot.drawnAt !== null);
}
