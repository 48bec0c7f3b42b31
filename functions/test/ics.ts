// Reads an iCalendar file back (RFC 5545: unfolded lines, one VEVENT with its VALARM), so the tests
// check what a calendar app would see, not the string the library wrote.
import { zonedToUtc } from '@run/contract/domain/race-start';

export interface ParsedEvent {
  summary: string;
  /** The start instant; an all-day event's is its day's UTC midnight. */
  start: Date;
  /** DTSTART as written, e.g. `20270411T073000` or `20270411`. */
  startValue: string;
  /** DTSTART's TZID, or null (UTC, or a day). */
  timeZone: string | null;
  /** Whether DTSTART is a DATE (`VALUE=DATE`): an all-day event. */
  allDay: boolean;
  /** DTEND as written, or null (a DURATION instead). */
  endValue: string | null;
  /** The TZIDs of the file's VTIMEZONE blocks. */
  vtimezones: string[];
  location: string;
  description: string;
  url: string;
  /** The VALARM's TRIGGER, e.g. -P1D. */
  alarmTrigger: string | null;
}

/** A DATE, a UTC DATE-TIME, or a local one in `zone` (RFC 5545 3.3.4, 3.3.5), as an instant. */
function icsDate(value: string, zone: string | null): Date {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/u.exec(value);
  if (!m) throw new Error(`not a DATE or DATE-TIME: ${value}`);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((p) => Number(p ?? 0));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (m[4] !== undefined && m[7] !== 'Z' && zone === null) {
    throw new Error(`a floating time without TZID: ${value}`);
  }
  return new Date(zone === null ? wall : zonedToUtc(zone, wall));
}

const unescape = (v: string) => v.replace(/\\n/giu, '\n').replace(/\\([,;\\])/gu, '$1');

/** Parses the one event of a calendar file; throws when the file is not a valid calendar. */
export function parseIcs(text: string): ParsedEvent {
  const lines = text
    .replace(/\r?\n[ \t]/gu, '')
    .split(/\r?\n/u)
    .filter((l) => l !== '');
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') {
    throw new Error('not a VCALENDAR');
  }
  const event = new Map<string, string>();
  const params = new Map<string, string[]>();
  const vtimezones: string[] = [];
  let alarmTrigger: string | null = null;
  let inAlarm = false;
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VALARM') inAlarm = true;
    else if (line === 'END:VALARM') inAlarm = false;
    else if (line === 'BEGIN:VEVENT') inEvent = true;
    const colon = line.indexOf(':');
    const [name = '', ...rest] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'TZID') vtimezones.push(value);
    if (inAlarm && name === 'TRIGGER') alarmTrigger = value;
    else if (inEvent && !inAlarm && !event.has(name)) {
      event.set(name, value);
      params.set(name, rest);
    }
  }
  if (!lines.includes('BEGIN:VEVENT')) throw new Error('no VEVENT');
  const startParams = params.get('DTSTART') ?? [];
  const tzid = startParams.find((p) => p.startsWith('TZID='))?.slice(5) ?? null;
  if (tzid !== null && !vtimezones.includes(tzid)) throw new Error(`no VTIMEZONE for ${tzid}`);
  const startValue = event.get('DTSTART') ?? '';
  return {
    summary: unescape(event.get('SUMMARY') ?? ''),
    start: icsDate(startValue, tzid),
    startValue,
    timeZone: tzid,
    allDay: startParams.includes('VALUE=DATE'),
    endValue: event.get('DTEND') ?? null,
    vtimezones,
    location: unescape(event.get('LOCATION') ?? ''),
    description: unescape(event.get('DESCRIPTION') ?? ''),
    url: event.get('URL') ?? '',
    alarmTrigger,
  };
}
