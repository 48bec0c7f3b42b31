// A race page's places as the race's live counts say (docs/race-day.md, "Live race day"): on opening
// day places go by the second, and a page opened a minute ago must not offer one that is gone.
import type { Marathon } from '@run/contract/domain/api-types';
import type { LiveCounts } from '@run/contract/domain/live';
import { registrationWindow } from '@run/contract/domain/registration-window';

import { hasFieldLimit } from '@/components/places-left';

const DAY_MS = 86_400_000;

/**
 * Whether the page listens: in the first day of an open registration, for a race with a field limit.
 * Any other race page loads no Firestore (the SDK is ~125 KB gzip; the API's places are fresh enough
 * when they do not go by the second).
 */
export function placesMoveLive(marathon: Marathon, now = new Date()): boolean {
  const opened = Date.parse(marathon.startRegistrationDate);
  return (
    registrationWindow(marathon, now) === 'open' &&
    hasFieldLimit(marathon) &&
    now.getTime() - opened < DAY_MS
  );
}

/** The race with its registrations and places left from the live counts (the API's rules: a
 * distance's own number, the race's the sum, or null when some distance has no limit). */
export function withLiveCounts(marathon: Marathon, live: LiveCounts): Marathon {
  const distances = marathon.distances.map((distance) => {
    const left = live.placesLeft[distance.id];
    return left === undefined ? distance : { ...distance, placesLeft: left };
  });
  return {
    ...marathon,
    registrationCount: live.registered,
    distances,
    placesLeft:
      marathon.capacity === null
        ? null
        : distances.reduce((sum, distance) => sum + (distance.placesLeft ?? 0), 0),
  };
}
