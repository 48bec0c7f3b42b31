// Upcoming and past races in the runner's lists (My Apply List, the dashboard's "Your races"): a race
// is past a day after it started (its distance's own start, in the race's zone: race-start.ts), so
// the morning after a race it moves under "Past races" wherever the runner is. Upcoming ones come
// soonest first, past ones newest first. Pure: the clock is a parameter.
import type { MyRegistration } from '@run/contract/domain/api-types';
import { startInstant } from '@run/contract/domain/race-start';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a race that started at `startsAt` (ms) is over for the runner's lists. */
export const isPastRace = (startsAt: number, now: number): boolean => startsAt + DAY_MS < now;

/** When the runner's own distance of a race starts (ms). */
export function registrationStart(registration: MyRegistration): number {
  const own = registration.totalRegistrationCount[0];
  const distance = registration.distances.find((d) => d.id === own?.distanceId);
  return startInstant(registration, distance);
}

/** `items` split into upcoming (soonest first) and past (newest first). */
export function splitByStart<T>(
  items: readonly T[],
  startsAt: (item: T) => number,
  now = Date.now(),
): { upcoming: T[]; past: T[] } {
  const timed = items.map((item) => ({ item, at: startsAt(item) }));
  const upcoming = timed.filter((t) => !isPastRace(t.at, now)).sort((a, b) => a.at - b.at);
  const past = timed.filter((t) => isPastRace(t.at, now)).sort((a, b) => b.at - a.at);
  return { upcoming: upcoming.map((t) => t.item), past: past.map((t) => t.item) };
}
