// A ballot distance takes no first-come registration, waitlist join or change of distance: only the
// draw's winners, the reserves it offers places to, and a holder of a guaranteed code register.

import { conflict } from '../lib/http-error.js';
import type { StoredDistance } from '../store/distances.js';

export function refuseBallotDistance(distance: StoredDistance, guaranteed = false): void {
  if (distance.ballot !== null && !guaranteed) throw conflict('ballot_only');
}
