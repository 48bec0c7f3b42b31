// Reads an iCalendar file back (RFC 5545: unfolded lines, one VEVENT with its VALARM), so the tests
// check what a calendar app would see, not the string the library wrote.

export interface ParsedEvent {
  summary: string;
  start: Date;
  location: string;
  description: string;
  url: string;
  /** The VALARM's TRIGGER, e.g. -P1D. */
  alarmTrigger: string | null;
}

function icsDate(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/u.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
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
  let alarmTrigger: string | null = null;
  let inAlarm = false;
  for (const line of lines) {
    if (line === 'BEGIN:VALARM') inAlarm = true;
    else if (line === 'END:VALARM') inAlarm = false;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0] ?? '';
    const value = line.slice(colon + 1);
    if (inAlarm && name === 'TRIGGER') alarmTrigger = value;
    else if (!inAlarm && !event.has(name)) event.set(name, value);
  }
  if (!lines.includes('BEGIN:VEVENT')) throw new Error('no VEVENT');
  return {
    summary: unescape(event.get('SUMMARY') ?? ''),
    start: icsDate(event.get('DTSTART') ?? ''),
    location: unescape(event.get('LOCATION') ?? ''),
    description: unescape(event.get('DESCRIPTION') ?? ''),
    url: event.get('URL') ?? '',
    alarmTrigger,
  };
}
