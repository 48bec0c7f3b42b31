// The calendar file's start (RFC 5545): a local time bound to its zone with that zone's VTIMEZONE,
// or an all-day event for a race without a time, and the mails' words for the same start.
import { describe, expect, it } from 'vitest';

import { parseIcs } from '../../test/ics.js';
import { raceCalendar } from './calendar.js';
import { raceStart, type Race } from './templates.js';
import { vtimezone } from './time-zone.js';

const SITE = 'https://run.example';
const chicago: Race = {
  id: 'chicago-2027',
  title: 'Lakefront Marathon',
  start: '2027-04-11T00:00:00.000Z',
  startTime: '07:30',
  timeZone: 'America/Chicago',
  location: 'Chicago, USA',
  distance: '42.195 km',
};
const untimed: Race = { ...chicago, startTime: null, timeZone: null };

/** The unfolded lines of a calendar file. */
const linesOf = (ics: string) => ics.replace(/\r\n[ \t]/gu, '').split('\r\n');

describe('a race with a start time', () => {
  const ics = raceCalendar(chicago, SITE);

  it('starts at its local time in its zone, which the file describes', () => {
    const lines = linesOf(ics);
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20270411T073000');
    expect(lines).toContain('TZID:America/Chicago');
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    const event = parseIcs(ics);
    // 07:30 CDT (UTC-5) is 12:30 UTC.
    expect(event.start.toISOString()).toBe('2027-04-11T12:30:00.000Z');
    expect(event.timeZone).toBe('America/Chicago');
    expect(event.allDay).toBe(false);
  });

  it('keeps every line within 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe('a race without a start time', () => {
  it('is an all-day event on its day, not a UTC midnight', () => {
    const event = parseIcs(raceCalendar(untimed, SITE));
    expect(event.allDay).toBe(true);
    expect(event.startValue).toBe('20270411');
    expect(event.endValue).toBe('20270412');
    expect(event.vtimezones).toEqual([]);
  });

  it('ends on the next day across a year end', () => {
    const event = parseIcs(raceCalendar({ ...untimed, start: '2027-12-31T00:00:00.000Z' }, SITE));
    expect([event.startValue, event.endValue]).toEqual(['20271231', '20280101']);
  });
});

/** One observance of a VTIMEZONE, as its lines: from `start` (local time) the offset is `to`. */
const observance = (kind: 'STANDARD' | 'DAYLIGHT', start: string, from: string, to: string) => [
  `BEGIN:${kind}`,
  `DTSTART:${start}`,
  `TZOFFSETFROM:${from}`,
  `TZOFFSETTO:${to}`,
  `END:${kind}`,
];

describe('VTIMEZONE', () => {
  it('gives a zone with summer time its changes of that year', () => {
    expect(vtimezone('America/Chicago', 2027)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      ...observance('STANDARD', '20270101T000000', '-0600', '-0600'),
      ...observance('DAYLIGHT', '20270314T020000', '-0600', '-0500'),
      ...observance('STANDARD', '20271107T020000', '-0500', '-0600'),
      'END:VTIMEZONE',
    ]);
  });

  it('gives the southern summer as DAYLIGHT from 1 January', () => {
    const lines = vtimezone('Australia/Sydney', 2027);
    expect(lines.slice(2, 7)).toEqual(observance('DAYLIGHT', '20270101T000000', '+1100', '+1100'));
    expect(lines).toContain('DTSTART:20270404T030000');
    expect(lines).toContain('DTSTART:20271003T020000');
  });

  it('gives a zone without summer time one STANDARD, half hours included', () => {
    expect(vtimezone('Asia/Kolkata', 2027)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      ...observance('STANDARD', '20270101T000000', '+0530', '+0530'),
      'END:VTIMEZONE',
    ]);
  });
});

describe('the start in a mail', () => {
  it('says the local time and its zone', () => {
    expect(raceStart(chicago)).toBe('Sunday, 11 April 2027 at 07:30 (America/Chicago)');
  });

  it('names only the day without a time, never "at 00:00"', () => {
    expect(raceStart(untimed)).toBe('Sunday, 11 April 2027');
  });
});
