// Bib numbers (docs/race-day.md). Each number a runner holds has a claim document,
// `marathons/{id}/bibs/{number}` `{userId, number, distanceId}`, created in the same transaction that
// writes the registration's `bib`: Firestore lets one `create` of a document succeed, so no two runners
// of a race ever hold one number, whether the job, an organiser's hand and new registrations give
// numbers at the same moment.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { GRPC, grpcCode } from '../lib/grpc.js';
import { badRequest, conflict, notFound } from '../lib/http-error.js';
import { notifyStored, siteUrl } from '../mail/mail.js';
import { bibClaimsOf, bibDocs, bibRef } from '../store/bib-doc.js';
import { distanceOfRecord, type StoredDistance } from '../store/distances.js';
import { marathonOf, type MarathonRead } from '../store/marathon-doc.js';
import { registrationDocRef, registrationOf, registrationRef } from '../store/registration-doc.js';
import { passQrPng } from './pass.js';

/** The reserved numbers: never given automatically. */
export const reservedBibsOf = (marathon: MarathonRead): Set<number> =>
  new Set(marathonOf(marathon).reservedBibs);

/** Whether `bib` may be given to a runner of `distance` by hand: in its range, or reserved. */
function allowedByHand(marathon: MarathonRead, distance: StoredDistance, bib: number): boolean {
  const inRange =
    distance.bibFrom !== null &&
    distance.bibTo !== null &&
    bib >= distance.bibFrom &&
    bib <= distance.bibTo;
  return inRange || reservedBibsOf(marathon).has(bib);
}

/**
 * Gives `bib` to the runner (or, with null, clears theirs) in one transaction: 409 when another runner
 * holds it. `onlyIfNone`: the job and new registrations never replace a bib already given.
 */
export async function giveBib(
  race: DocumentSnapshot,
  userId: string,
  bib: number | null,
  onlyIfNone = false,
): Promise<'given' | 'taken' | 'has one' | 'unpaid'> {
  const marathon = race.ref;
  const registration = registrationRef(marathon, userId);
  try {
    return await db().runTransaction(async (tx) => {
      const [held, claim] = await tx.getAll(
        registration,
        ...(bib === null ? [] : [bibRef(marathon, bib)]),
      );
      if (!held?.exists) throw notFound('runner_not_registered');
      const runner = registrationOf(held);
      // Bibs and results are for confirmed places only: an unpaid hold may still go back.
      if (bib !== null && runner.status !== 'confirmed') {
        if (onlyIfNone) return 'unpaid';
        throw conflict('bib_unpaid');
      }
      const current = runner.bib;
      // Clearing a bib the runner lacks still writes (as it always has): only a number is kept as is.
      if (bib !== null && current === bib) return 'given';
      if (onlyIfNone && current !== null) return 'has one';
      if (claim?.exists && bibDocs.of(claim).userId !== userId) return 'taken';
      if (current !== null) tx.delete(bibRef(marathon, current));
      if (bib !== null) {
        tx.create(bibRef(marathon, bib), { userId, number: bib, distanceId: runner.distanceId });
      }
      tx.update(registration, { bib: bib ?? FieldValue.delete() });
      if (bib !== null) {
        // The runner hears of their bib, and where their race pass is, with the bib.
        const m = marathonOf(race);
        const distance = distanceOfRecord(runner, m.distances);
        const { passId } = runner;
        notifyStored(tx, m, distance, runner, {
          kind: 'bib',
          bib,
          ...(passId !== null && passId !== ''
            ? { passQr: await passQrPng(siteUrl(), race.id, passId) }
            : {}),
        });
      }
      return 'given';
    });
  } catch (err) {
    // Created by another transaction between this one's read and commit.
    if (grpcCode(err) === GRPC.ALREADY_EXISTS) return 'taken';
    throw err;
  }
}

/** An organiser sets or clears one runner's bib (PUT .../registrations/{userId}/bib). */
export async function setBibByHand(
  marathon: DocumentSnapshot,
  userId: string,
  bib: number | null,
): Promise<{ bib: number | null }> {
  if (bib !== null) {
    const registration = await registrationDocRef(marathon.ref, userId).get();
    const runner = registration.data();
    if (runner === undefined) throw notFound('runner_not_registered');
    const m = marathonOf(marathon);
    const distance = distanceOfRecord(runner, m.distances);
    if (!allowedByHand(m, distance, bib)) {
      throw badRequest('bib_out_of_range', { bib: String(bib), distance: distance.name }, [
        { field: 'bib', message: 'Not in the distance’s range or the reserved list' },
      ]);
    }
  }
  const result = await giveBib(marathon, userId, bib);
  if (result === 'taken') throw conflict('bib_taken', { bib: String(bib) });
  return { bib };
}

/**
 * Numbers of `distance`'s range from `from` on that no one holds and that are not reserved, lowest
 * first, read page by page from the claims (a query on their `number`).
 */
export async function* freeBibs(
  marathon: DocumentSnapshot,
  distance: StoredDistance,
  from = distance.bibFrom ?? 1,
): AsyncGenerator<number> {
  if (distance.bibFrom === null || distance.bibTo === null) return;
  const reserved = reservedBibsOf(marathon);
  const last = distance.bibTo;
  let next = Math.max(from, distance.bibFrom);
  while (next <= last) {
    const held = await bibClaimsOf(marathon.ref)
      .where('number', '>=', next)
      .where('number', '<=', last)
      .orderBy('number')
      .limit(500)
      .get();
    const taken = new Set(held.docs.map((d) => d.data().number));
    const end = held.size < 500 ? last : Math.max(...taken);
    for (; next <= end; next += 1) {
      if (!taken.has(next) && !reserved.has(next)) yield next;
    }
  }
}

/** Claims of numbers from `lo` to `hi` (one count() aggregation: no claim is read). */
async function claimedBetween(marathon: DocumentSnapshot, lo: number, hi: number) {
  const counted = await bibClaimsOf(marathon.ref)
    .where('number', '>=', lo)
    .where('number', '<=', hi)
    .count()
    .get();
  return counted.data().count;
}

/** The reserved numbers from `from` to `last` nobody holds: with the claims, what is not free. */
async function unheldReserved(
  marathon: DocumentSnapshot,
  from: number,
  last: number,
): Promise<number[]> {
  const reserved = [...reservedBibsOf(marathon)].filter((n) => n >= from && n <= last);
  const held = new Set<number>();
  // `in` takes 30 values a query; a race reserves a few numbers, at most 1,000.
  for (let i = 0; i < reserved.length; i += 30) {
    const page = await bibClaimsOf(marathon.ref)
      .where('number', 'in', reserved.slice(i, i + 30))
      .get();
    for (const doc of page.docs) held.add(doc.data().number);
  }
  return reserved.filter((n) => !held.has(n));
}

/** The highest claimed number from `lo` to `hi`, or lo - 1 when none is. */
async function highestClaim(marathon: DocumentSnapshot, lo: number, hi: number) {
  const top = await bibClaimsOf(marathon.ref)
    .where('number', '>=', lo)
    .where('number', '<=', hi)
    .orderBy('number', 'desc')
    .limit(1)
    .get();
  return top.docs[0]?.data().number ?? lo - 1;
}

/**
 * Where the free numbers of `distance`'s range begin: the lowest number no one holds that is not
 * reserved (past the range's end when none is left). Numbers first..x are all taken exactly when the
 * claims and the unheld reserved numbers among them are x - first + 1, which count() aggregations tell
 * without reading a claim: when the numbers up to the highest claim are all taken (the usual case: the
 * job numbers contiguously) that is two queries; a gap is found by a binary search (about 20 counts in
 * a range of a million), where reading the claims from the start would read every runner's (30,000
 * for a race of 30,000, for each registration after the assignment).
 */
async function firstFree(marathon: DocumentSnapshot, first: number, last: number): Promise<number> {
  const reserved = await unheldReserved(marathon, first, last);
  const takenUpTo = async (x: number) =>
    (await claimedBetween(marathon, first, x)) + reserved.filter((n) => n <= x).length ===
    x - first + 1;
  const top = await highestClaim(marathon, first, last);
  if (top >= first && (await takenUpTo(top))) return top + 1;
  let [lo, hi] = [first, Math.max(first, top)];
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (await takenUpTo(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Gives a runner the lowest free number of their distance (a later registration once a race's bibs
 * are assigned). Answers the number, or null when the range is full or the distance has none.
 */
export async function giveNextBib(
  marathon: DocumentSnapshot,
  userId: string,
  distance: StoredDistance,
): Promise<number | null> {
  if (distance.bibFrom === null || distance.bibTo === null) return null;
  const start = await firstFree(marathon, distance.bibFrom, distance.bibTo);
  // From there on, the free numbers page by page: one taken meanwhile by another runner (several
  // registering at once all start at the same number) costs a try, not another search.
  for await (const bib of freeBibs(marathon, distance, start)) {
    const result = await giveBib(marathon, userId, bib, true);
    if (result === 'given') return bib;
    if (result === 'has one' || result === 'unpaid') return null;
  }
  return null;
}
