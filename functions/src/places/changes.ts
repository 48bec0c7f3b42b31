// The changes of places a runner asks for inside a settlement (settle.ts): a change of distance, an
// offer accepted, a place on the waitlist left. Each is staged in the settlement's transaction, so
// the lapse rule that follows sees it: a place given back is offered to its distance's waitlist
// before anyone registering at that moment can take it.
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import {
  ledgerOf,
  moveCount,
  placesOf,
  releaseOffer,
  type Ledger,
  type Settlement,
} from './ledger.js';
import { soldOutError } from './take.js';
import { distanceOfRecord, type StoredDistance } from '../store/distances.js';
import { waitlistEntryOf } from '../store/waitlist-doc.js';

/**
 * A runner's place moves from `from` to `to`: a place of `to` is taken (409 sold out, nothing
 * changed, when it has none free) and the place of `from` goes back. With `placeHeld`, the runner
 * already holds the place of `to` (a change to a dearer distance, held for its difference since
 * `takePlace`): only the place of `from` goes back.
 */
export function changePlaceDistance(
  s: Settlement,
  from: StoredDistance,
  to: StoredDistance,
  { placeHeld = false }: { placeHeld?: boolean } = {},
): void {
  const ledger = ledgerOf(s);
  if (!placeHeld && !moveCount(placesOf(ledger, to), 1)) throw soldOutError(ledger.distances, to);
  moveCount(placesOf(ledger, from), -1);
}

/**
 * The offer `entry` holds becomes a registration's place (the caller writes the registration, and
 * has checked the offer is open): the place stays on the shard that held the offer, so the shard's
 * share is unchanged, and the runner leaves the list. Returns the offer's distance.
 */
export function acceptOfferedPlace(s: Settlement, entry: DocumentSnapshot): StoredDistance {
  const ledger = ledgerOf(s);
  const offered = waitlistEntryOf(entry);
  const distance = distanceOfRecord(offered, ledger.distances);
  moveCount(placesOf(ledger, distance), 1, Math.max(0, releaseOffer(ledger, offered)));
  leave(ledger, entry);
  return distance;
}

/** The waiting runner `entry` leaves the list: an open offer is declined and passes on. */
export function leaveOrDecline(s: Settlement, entry: DocumentSnapshot): void {
  const ledger = ledgerOf(s);
  const waiting = waitlistEntryOf(entry);
  if (waiting.offerExpiresAt !== null) releaseOffer(ledger, waiting);
  leave(ledger, entry);
}

/** Not offered a place by this settlement, and gone from the list with it. */
function leave(ledger: Ledger, entry: DocumentSnapshot): void {
  ledger.leaving.add(entry.id);
  ledger.writes.push(() => ledger.tx.delete(entry.ref));
}
