// How an organiser is paid (docs/payouts.md). A deployed site has one way, `PAYOUTS`, for everyone.
// Under the emulators a test may pay one organiser the other way by writing `testPayoutModes/{uid}`
// `{mode}` before that organiser's first call, so one local stack serves both ways at once: the
// suite needs no second stack. Every payout decision is the organiser's (their account, their races'
// charges, their payouts), so the setting is theirs and each of their races follows it.
import { PAYOUT_MODES, type PayoutMode } from '@run/contract/domain/payouts';

import { BoundedMap } from '../lib/bounded-map.js';
import { env } from '../lib/env.js';
import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';

// Read once per instance: a test writes the mode before the organiser's first call and never
// changes it, and a race page would otherwise pay a read for it on every view.
const known = new BoundedMap<string, Promise<PayoutMode>>(10_000);

async function readTestMode(uid: string): Promise<PayoutMode> {
  const snap = await db().collection(COLLECTIONS.testPayoutModes).doc(uid).get();
  const mode: unknown = snap.get('mode');
  return PAYOUT_MODES.find((m) => m === mode) ?? env.payouts;
}

/** How `uid`'s races pay them: the site's `PAYOUTS`, or under the emulators the test's setting. */
export function payoutModeOf(uid: string): Promise<PayoutMode> {
  if (!env.underEmulator) return Promise.resolve(env.payouts);
  let mode = known.get(uid);
  if (mode === undefined) {
    mode = readTestMode(uid);
    known.set(uid, mode);
    // A failed read is not remembered: the next call asks again.
    mode.catch(() => known.delete(uid));
  }
  return mode;
}
