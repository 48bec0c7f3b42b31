// The capacity core's one public file (docs/places.md): what the product does with a race's places,
// and nothing of how they are counted. A place is taken (a registration, a change held for its
// difference, money arriving after its hold expired), released (a withdrawal, a deferral, a hold run
// out), moved to another runner (a transfer), moved to another distance, or offered to the waitlist
// and accepted; `settle` applies such a change and the lapse rule in one transaction per race. Code
// outside places/ imports this file alone (a lint zone, eslint.config.js): it never moves a count,
// picks a shard or names the field that says when a hold runs out. What a place sets off beyond
// itself (mail, money) the caller hands in as hooks.

// Take, release, move to another runner.
export { soldOutError, takePlace, takePlacesInBulk } from './take.js';
export { takePlacesTogether, type TakeTogetherResult } from './take-together.js';
export { releasePlace } from './release.js';
export { movePlace } from './move.js';

// A settlement, and the changes a runner asks for inside one.
export { settle } from './settle.js';
export type { Settlement } from './ledger.js';
export { acceptOfferedPlace, changePlaceDistance, leaveOrDecline } from './changes.js';
export { applyDistances } from './distance-edit.js';

// Unpaid holds: when they run out, and freeing them.
export {
  expireDueHolds,
  freeHold,
  heldUntil,
  noLongerHeld,
  racesWithDueHolds,
  roomAfterFreeingDue,
  withoutHold,
} from './expire.js';

// What a read applies first, and the counts it shows.
export { settleDue } from './due.js';
export {
  counterShardDocs,
  createShards,
  deleteShards,
  readWithCounts,
  registrationCounts,
} from './counters.js';

// What a place sets off, handed in by the caller.
export type { ExpiryHooks, OfferHooks, OnExpired, OnRelease } from './hooks.js';

// The shard pool and the pure share rules, for another count kept exactly like places: a discount
// code's uses (coupons/) and a volunteer shift's places (shifts/), whose shards are their own and
// which they alone write.
export { PlacePool } from './pool.js';
export { commitOnRoomyShard } from './shard-commit.js';
export {
  freePlaces,
  rebalance,
  shardDoc,
  shardState,
  sharePlaces,
  type ShardState,
} from './capacity.js';
