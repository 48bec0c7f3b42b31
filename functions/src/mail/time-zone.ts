// A time zone's offsets as RFC 5545 needs them: a VTIMEZONE for a TZID (section 3.6.5), made from
// what Intl knows of the zone in one year (its transitions found by scanning the year). The offset at
// an instant and the instant of a wall time are the contract's (domain/race-start.ts), which also
// says when a race starts. Pure: no clock, no Firestore, so the tests' calendar reader uses it.
import { offsetAt, zonedToUtc } from '@run/contract/domain/race-start';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** The instant in (lo, hi] at which the offset stops being `offsetAt(lo)`, to the second. */
function transitionIn(zone: string, lo: number, hi: number): number {
  const before = offsetAt(zone, lo);
  let [a, b] = [lo, hi];
  while (b - a > 1000) {
    const mid = a + Math.floor((b - a) / 2000) * 1000;
    if (offsetAt(zone, mid) === before) a = mid;
    else b = mid;
  }
  return b;
}

/** The zone's changes of offset during UTC year `year`, scanned a day at a time. */
function transitions(zone: string, year: number): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  for (let t = Date.UTC(year, 0, 1); t < end; t += DAY) {
    const next = Math.min(t + DAY, end);
    const from = offsetAt(zone, t);
    const to = offsetAt(zone, next);
    if (from !== to) found.push({ at: transitionIn(zone, t, next), from, to });
  }
  return found;
}

/** An offset as RFC 5545 writes it: +HHMM, or +HHMMSS when it has seconds. */
function utcOffset(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const total = Math.abs(ms) / 1000;
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
  const seconds = total % 60;
  return `${sign}${pad(total / 3600)}${pad((total % 3600) / 60)}${seconds ? pad(seconds) : ''}`;
}

/** A wall time (given as UTC milliseconds) as a local DATE-TIME: 20270411T073000. */
export const localDateTime = (wallAsUtc: number): string =>
  new Date(wallAsUtc).toISOString().replace(/[-:]/gu, '').slice(0, 15);

/**
 * The VTIMEZONE for `zone` around `year`: the offset in force on 1 January, then each change of that
 * year. An offset above the year's lowest is DAYLIGHT, the rest STANDARD (a zone without summer
 * time has one STANDARD). Each onset is the local time it happens at, in the offset before it.
 */
export function vtimezone(zone: string, year: number): string[] {
  const jan1 = Date.UTC(year, 0, 1);
  const changes = transitions(zone, year);
  // In force at local midnight of 1 January (no zone changes its offset around New Year).
  const first = offsetAt(zone, zonedToUtc(zone, jan1));
  const lowest = Math.min(first, ...changes.map((c) => c.to));
  const onsets = [
    { local: jan1, from: first, to: first },
    ...changes.map((c) => ({ local: c.at + c.from, from: c.from, to: c.to })),
  ];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...onsets.flatMap((o) => {
      const kind = o.to > lowest ? 'DAYLIGHT' : 'STANDARD';
      return [
        `BEGIN:${kind}`,
        `DTSTART:${localDateTime(o.local)}`,
        `TZOFFSETFROM:${utcOffset(o.from)}`,
        `TZOFFSETTO:${utcOffset(o.to)}`,
        `END:${kind}`,
      ];
    }),
    'END:VTIMEZONE',
  ];
}
