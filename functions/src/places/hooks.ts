// What the capacity core sets off but does not own. places/ imports no other domain
// (docs/architecture.md): a freed place's mail and refund, an offer's mail and an expired hold's
// attempt to pay belong to mail/ and payments/, so whoever calls the core hands these hooks in, and
// the core stages them in its own batch or transaction, with the place.
import type {
  DocumentSnapshot,
  Timestamp,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';

import type { StoredDistance } from '../store/distances.js';

/** What goes with a freed place (the runner's mail), staged with the registration as it was held. */
export type OnRelease = (
  writer: WriteBatch | Transaction,
  held: DocumentSnapshot,
  distance: StoredDistance,
) => void;

/** What a settlement's offers set off (the runners' mail, mail/waitlist.ts), in its transaction. */
export interface OfferHooks {
  /** `entry`, the first runner waiting for `distance`, is offered a place until `expiresAt`. */
  onOffer(
    tx: Transaction,
    marathon: DocumentSnapshot,
    distance: StoredDistance,
    entry: DocumentSnapshot,
    expiresAt: Timestamp,
  ): void;
  /** `entry`'s offer passed its deadline: the runner leaves the list. */
  onLapse(
    tx: Transaction,
    marathon: DocumentSnapshot,
    distance: StoredDistance,
    entry: DocumentSnapshot,
  ): void;
}

/**
 * What an unpaid hold running out sets off beyond its place (payments/expiry.ts: its attempt to pay
 * ends, part of the price received goes back, the runner is mailed). Called before the place is
 * freed, so it may read what it needs (the attempt); it answers what is staged with the release.
 */
export type OnExpired = (
  marathon: DocumentSnapshot,
  held: DocumentSnapshot,
  now: Timestamp,
) => Promise<OnRelease>;

/** Everything a pass of the expiry rule sets off: the expired holds' own, and the freed places' offers. */
export interface ExpiryHooks extends OfferHooks {
  onExpired: OnExpired;
}
