// At most one write a second to each live document, however many changes arrive (docs/race-day.md).
// Every change that may move a live document asks for a refresh; the first to ask claims the
// document (`pendingSince` in its private liveSync state), waits until a second has passed since the
// last write (and until a refresh still writing is done), releases the claim and only then reads the
// race and writes. A change that lands while a refresh waits finds the claim and does nothing: the
// waiting refresh reads it. A change that lands after the claim is released makes the next claim,
// so no change is ever left unshown.
//
// A change that finds the claim costs one read and no write, so a burst of check-ins writes the
// private state a few times a second (claim, release, the write's time), not once per runner.
import type { DocumentReference } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { liveSyncRef } from '../store/live-docs.js';

/** The least time between two writes of one live document. */
export const LIVE_GAP_MS = 1_000;
/** A claim older than this is a refresh that died (a crashed instance); the next change takes over. */
const STALE_CLAIM_MS = 15_000;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, Math.max(0, ms));
  });

/** A claim or a write started at `since` and not over (nor stale). */
const claimed = (since: number | null, now: number) =>
  since !== null && now - since < STALE_CLAIM_MS;

/** Claims the refresh; the time of the last write, or null when another refresh already waits. */
async function claim(marathon: DocumentReference, liveId: string): Promise<number | null> {
  const ref = liveSyncRef(marathon, liveId);
  const seen = (await ref.get()).data();
  if (claimed(seen?.pendingSince ?? null, Date.now())) return null;
  return db().runTransaction(async (tx) => {
    const [race, state] = await Promise.all([tx.get(marathon), tx.get(ref)]);
    const sync = state.data();
    const now = Date.now();
    // A deleted race's registrations go page by page after it: they leave no state behind.
    if (!race.exists || claimed(sync?.pendingSince ?? null, now)) return null;
    tx.set(ref, { pendingSince: now }, { merge: true });
    return sync?.writtenAt ?? 0;
  });
}

/** How often a refresh looks again while the one before it still writes. */
const POLL_MS = 100;

/**
 * Waits out the gap since the last write (and for a refresh still writing, which records its write's
 * time only once it is made), then releases the claim and marks this refresh as writing.
 */
async function release(marathon: DocumentReference, liveId: string, writtenAt: number) {
  const ref = liveSyncRef(marathon, liveId);
  let wait = writtenAt + LIVE_GAP_MS - Date.now();
  for (;;) {
    await sleep(wait);
    const more = await db().runTransaction(async (tx) => {
      const sync = (await tx.get(ref)).data();
      const now = Date.now();
      if (claimed(sync?.writingSince ?? null, now)) return POLL_MS;
      const due = (sync?.writtenAt ?? 0) + LIVE_GAP_MS - now;
      if (due > 0) return due;
      tx.set(ref, { pendingSince: null, writingSince: now }, { merge: true });
      return null;
    });
    if (more === null) return;
    wait = more;
  }
}

/**
 * Runs `write` (which reads the race and writes one live document) at most once a second for
 * `liveId`, after every change that asked: see the top of this file.
 */
export async function refreshCoalesced(
  marathon: DocumentReference,
  liveId: string,
  write: () => Promise<void>,
): Promise<void> {
  const writtenAt = await claim(marathon, liveId);
  if (writtenAt === null) return;
  await release(marathon, liveId, writtenAt);
  try {
    await write();
  } finally {
    // The write's own time: the next refresh waits a second from here, not from the release.
    await liveSyncRef(marathon, liveId).set(
      { writingSince: null, writtenAt: Date.now() },
      { merge: true },
    );
  }
}
