// Pace from a time and a distance's `runningDistance` ("42.195 km", "10K", "13.1 miles", "Half
// Marathon"): per mile when the distance is given in miles, per kilometre otherwise, and none when the
// text names no length (docs/results.md).
import type { Tenths } from './results-times.js';

export type PaceUnit = 'km' | 'mi';

export interface RaceLength {
  /** In `unit`s. */
  length: number;
  unit: PaceUnit;
}

const MEASURED = /(\d+(?:[.,]\d+)?)\s*(km|k|kilomet(?:er|re)s?|mi|miles?)(?![a-z])/iu;
const HALF_MARATHON_KM = 21.0975;
const MARATHON_KM = 42.195;

/** The length `runningDistance` names, or null ("Fun run"). */
export function raceLength(runningDistance: string): RaceLength | null {
  const measured = MEASURED.exec(runningDistance);
  if (measured) {
    const length = Number((measured[1] ?? '').replace(',', '.'));
    const unit = (measured[2] ?? '').toLowerCase().startsWith('mi') ? 'mi' : 'km';
    return length > 0 ? { length, unit } : null;
  }
  if (/half[\s-]*marathon/iu.test(runningDistance)) return { length: HALF_MARATHON_KM, unit: 'km' };
  if (/marathon/iu.test(runningDistance)) return { length: MARATHON_KM, unit: 'km' };
  return null;
}

/** `4:58 /km` or `8:01 /mi` (whole seconds, rounded), or null without a length. */
export function paceOf(time: Tenths, runningDistance: string): string | null {
  const length = raceLength(runningDistance);
  if (length === null) return null;
  const perUnit = Math.round(time / 10 / length.length);
  const minutes = Math.floor(perUnit / 60);
  const seconds = String(perUnit % 60).padStart(2, '0');
  return `${minutes}:${seconds} /${length.unit}`;
}
