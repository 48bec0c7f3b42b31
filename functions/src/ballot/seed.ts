// The race's draw document: made with its secret seed before the first entry can exist, so the
// commitment is public before anyone enters and can never be chosen after seeing the entries.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

import { BoundedMap } from '../lib/bounded-map.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { drawRef, type DrawDoc } from '../store/ballot-doc.js';
import { distancesOf } from '../store/distances.js';
import { newSeed } from './order.js';

/** When the schedule next has a draw to make: the earliest undrawn ballot's time, or null. */
function nextDrawOf(marathon: DocumentSnapshot): Timestamp | null {
  const times = distancesOf(marathon).flatMap((d) =>
    d.ballot && d.ballot.drawnAt === null ? [Date.parse(d.ballot.drawAt)] : [],
  );
  return times.length === 0 ? null : Timestamp.fromMillis(Math.min(...times));
}

/** The race's draw document, made now if it has none, with `nextDrawAt` as the race is now. */
export async function syncedDraw(marathon: DocumentSnapshot): Promise<DrawDoc> {
  const ref = drawRef(marathon.ref);
  const next = nextDrawOf(marathon);
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
  const stored = current.nextDrawAt;
  const same = next === null ? stored === null : stored?.isEqual(next) === true;
  if (!same) await ref.update({ nextDrawAt: next });
  return { ...current, nextDrawAt: next };
}

/** The races this instance made sure of, with the `nextDrawAt` it saw them with (ms, or null). */
const ensured = new BoundedMap<string, number | null>(256);

/**
 * That the race's draw document exists, as `syncedDraw` makes it, without a read on every entry: at
 * 500 entries a second each would read it otherwise.
 */
export async function ensureDraw(marathon: DocumentSnapshot): Promise<void> {
  const next = nextDrawOf(marathon)?.toMillis() ?? null;
  if (ensured.has(marathon.ref.path) && ensured.get(marathon.ref.path) === next) return;
  await syncedDraw(marathon);
  ensured.set(marathon.ref.path, next);
}
