// The live race day's one public file (docs/race-day.md): keeps the race's public live documents
// current, at most one write a second each (coalesce.ts). The triggers (triggers/live-race.ts and
// registrationActivity) call it on each change that may move them; a write path that changes results without changing the
// marathon's summary calls `refreshLiveFinishers` itself.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { LIVE_COUNTS_ID, liveFinishersId } from '@run/contract/domain/live';

import { distancesOf } from '../store/distances.js';
import { liveCountsRef, liveFinishersRef, stored } from '../store/live-docs.js';
import { marathonRef } from '../store/marathon-doc.js';
import type { RegistrationDoc } from '../store/registration-doc.js';
import { raceResultsOf } from '../store/result-doc.js';
import { refreshCoalesced } from './coalesce.js';
import { countsOf } from './counts.js';
import { finishersOf } from './finishers.js';

export { createLiveCounts } from '../store/live-docs.js';

/** Reads the race when the refresh runs; a race deleted meanwhile gets no live document back. */
async function whenExists(
  ref: DocumentReference,
  write: (race: DocumentSnapshot) => Promise<void>,
) {
  const race = await ref.get();
  if (race.exists) await write(race);
}

/** Writes the race's counts as they stand now, at once (the backfill; refreshes coalesce). */
export async function writeLiveCounts(race: DocumentSnapshot): Promise<void> {
  await liveCountsRef(race.ref).set(stored(await countsOf(race)));
}

export async function refreshLiveCounts(marathonId: string): Promise<void> {
  const ref = marathonRef(marathonId);
  await refreshCoalesced(ref, LIVE_COUNTS_ID, () => whenExists(ref, writeLiveCounts));
}

export async function refreshLiveFinishers(marathonId: string, distanceId: string): Promise<void> {
  const ref = marathonRef(marathonId);
  await refreshCoalesced(ref, liveFinishersId(distanceId), () =>
    whenExists(ref, async (race) => {
      await liveFinishersRef(ref, distanceId).set(stored(await finishersOf(race, distanceId)));
    }),
  );
}

/** The time of a check-in, comparable across snapshots. */
const checkedInMs = (r: RegistrationDoc | undefined) => r?.checkedInAt?.toMillis() ?? null;

/**
 * Whether a registration's write can move the race's counts: it came or went, changed status or
 * distance (the place counters move in the same transaction) or its check-in. Most writes of a
 * registration move none of them (a bib, a mail sent, an answer edited, a payment's reference), and
 * each refresh holds a function instance for up to a second (coalesce.ts), so those ask for none.
 */
function movesCounts(before: RegistrationDoc | undefined, after: RegistrationDoc | undefined) {
  if (before === undefined || after === undefined) return before !== after;
  return (
    before.status !== after.status ||
    before.distanceId !== after.distanceId ||
    checkedInMs(before) !== checkedInMs(after)
  );
}

/**
 * After a registration's write (a runner registers, checks in, withdraws, a hold runs out): the
 * counts when they may have moved; and the finishers of their distance when they hide their name in
 * results or show it again.
 */
export async function refreshLiveOfRegistration(
  marathonId: string,
  before: RegistrationDoc | undefined,
  after: RegistrationDoc | undefined,
): Promise<void> {
  const refreshes: Array<Promise<void>> = [];
  if (movesCounts(before, after)) refreshes.push(refreshLiveCounts(marathonId));
  const distanceId = after?.distanceId ?? null;
  if (before && after && before.resultsHidden !== after.resultsHidden && distanceId !== null) {
    refreshes.push(refreshLiveFinishers(marathonId, distanceId));
  }
  await Promise.all(refreshes);
}

/** What of the race the live documents show: its places and its results' summaries. */
function shown(race: DocumentSnapshot | undefined) {
  if (race?.exists !== true) return { places: '', summaries: new Map<string, string>() };
  const places = distancesOf(race).map((d) => [d.id, d.capacity]);
  const summaries = new Map(
    [...raceResultsOf(race).byDistance].map(([id, s]) => [id, JSON.stringify(s)]),
  );
  return { places: JSON.stringify(places), summaries };
}

/**
 * After a write of the marathon itself: the counts when its places or results' summaries moved, and
 * the finishers of each distance whose summary moved (an import, a publication, a partner's push).
 */
export async function refreshLiveOfRace(
  marathonId: string,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): Promise<void> {
  if (after?.exists !== true) return;
  const was = shown(before);
  const is = shown(after);
  const moved = [...is.summaries]
    .filter(([id, s]) => was.summaries.get(id) !== s)
    .map(([id]) => id);
  const refreshes: Array<Promise<void>> = moved.map((id) => refreshLiveFinishers(marathonId, id));
  if (moved.length > 0 || was.places !== is.places) refreshes.push(refreshLiveCounts(marathonId));
  await Promise.all(refreshes);
}
