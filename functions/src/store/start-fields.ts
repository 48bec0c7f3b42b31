// A race's start time and time zone as stored (docs/data-model.md): `marathons/{id}.startTime`
// (HH:MM), `.timeZone` (IANA), and a distance's own `startTime`. Absent on races stored before
// them: no time set, the race is a day.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { MarathonInput } from '@run/contract/domain/schemas';
import { canonicalTimeZone, START_TIME_PATTERN } from '@run/contract/domain/start-time';

import { badRequestAt } from '../lib/http-error.js';

/** A stored HH:MM; anything else (absent, hand-written nonsense) null. */
export const startTimeIn = (value: unknown): string | null =>
  typeof value === 'string' && START_TIME_PATTERN.test(value) ? value : null;

/** Zones already found valid: a list of races reads the same few again and again. */
const knownZones = new Set<string>();

/** A stored zone Intl knows; anything else null. */
export function timeZoneIn(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (knownZones.has(value)) return value;
  if (canonicalTimeZone(value) === null) return null;
  // Only real zones are kept, so the set stays within the tz database's few hundred names.
  knownZones.add(value);
  return value;
}

export interface RaceStart {
  startTime: string | null;
  timeZone: string | null;
}

/** The race's start after an input: a field left out keeps the stored value, null clears it. */
export const startOfInput = (
  input: Pick<MarathonInput, 'startTime' | 'timeZone'>,
  stored: RaceStart,
): RaceStart => ({
  startTime: input.startTime === undefined ? stored.startTime : input.startTime,
  timeZone: input.timeZone === undefined ? stored.timeZone : input.timeZone,
});

/**
 * A start time (the race's or a distance's) needs a zone: 400 naming `timeZone` when the race would
 * be left with a time and none (an edit that sends a time and leaves out a zone never set).
 */
export function checkStartZone(
  start: RaceStart,
  distances: readonly { startTime: string | null }[],
): void {
  const timed = start.startTime !== null || distances.some((d) => d.startTime !== null);
  if (timed && start.timeZone === null) {
    throw badRequestAt('timeZone', 'time_zone_required');
  }
}

/** The fields as written: a new race leaves out what it has not, an edit deletes what it cleared. */
export function startFields(start: RaceStart, creating: boolean): DocumentData {
  const fields: DocumentData = {};
  for (const key of ['startTime', 'timeZone'] as const) {
    const value = start[key];
    if (value !== null) fields[key] = value;
    else if (!creating) fields[key] = FieldValue.delete();
  }
  return fields;
}
