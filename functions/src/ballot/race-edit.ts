// A race's ballots as an organiser saves them (docs/ballot.md): once the race's seed is public no
// ballot is added, reopened or moved, since a draw made with a known seed is a draw anyone could
// steer by choosing when to enter; and the draw document follows the ballots in the same write.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';

import { conflict } from '../lib/http-error.js';
import { drawRef } from '../store/ballot-doc.js';
import type { StoredBallot, StoredDistance } from '../store/distances.js';
import { seedIsPublic, stageDraw, type DrawWriter } from './seed.js';

const sameDates = (a: StoredBallot, b: StoredBallot): boolean =>
  a.opensAt === b.opensAt && a.closesAt === b.closesAt && a.drawAt === b.drawAt;

/** Whether `after` adds a ballot, or moves the dates of one (reopening it among them). */
function addsOrMoves(before: readonly StoredDistance[], after: readonly StoredDistance[]) {
  const was = new Map(before.map((d) => [d.id, d.ballot]));
  return after.some((d) => {
    const old = was.get(d.id) ?? null;
    return d.ballot !== null && (old === null || !sameDates(old, d.ballot));
  });
}

/**
 * Checks a race's edit, in its transaction, from its distances `before` to `after`: 409 when it adds,
 * reopens or moves a ballot once the race's seed is public. Returns what to stage with the edit's
 * writes (the draw document made or its next draw moved).
 */
export async function checkedBallotEdit(
  tx: Transaction,
  marathon: DocumentReference,
  before: readonly StoredDistance[],
  after: readonly StoredDistance[],
): Promise<(write: DrawWriter) => void> {
  if (![...before, ...after].some((d) => d.ballot !== null)) return () => undefined;
  const draw = (await tx.get(drawRef(marathon))).data();
  if (seedIsPublic(before, draw) && addsOrMoves(before, after)) {
    throw conflict('ballot_seed_public');
  }
  return (write) => stageDraw(write, marathon, after, draw);
}
