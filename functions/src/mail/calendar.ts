// The race as an iCalendar file (RFC 5545), built by the `ics` library: start, place, distance, a
// link back, and a reminder the day before. Used by GET /marathon/{id}/calendar.ics and attached to
// the registration confirmation. A race with a start time starts at that local time in its zone
// (`DTSTART;TZID=...` with the zone's VTIMEZONE, which the library cannot write, added here); one
// without is an all-day event on its day, never a UTC midnight that shows the evening before.
import { DEFAULT_LANGUAGE, type Language } from '@run/contract/domain/languages';
import { startWall } from '@run/contract/domain/race-start';
import { createEvent, type DateTime, type DurationObject } from 'ics';

import { sayIn } from './i18n.js';
import { foldIcs } from './ics-fold.js';
import { CALENDAR } from './messages.js';
import { raceLink, type Race } from './templates.js';
import { localDateTime, vtimezone } from './time-zone.js';

/** A marathon's duration in the calendar: the start is stored, the finish is not. */
const RACE_HOURS = 6;

type DateArray = [number, number, number];

/** The race's day (`start` is its UTC midnight, as stored). */
function dayOf(race: Race): DateArray {
  const d = new Date(race.start);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/** When the event is: a local time (the `ics` library writes a string start as given), or a day. */
type When = { start: DateTime } & ({ duration: DurationObject } | { end: DateTime });

function when(race: Race): When {
  if (race.startTime !== null && race.timeZone !== null) {
    return {
      start: localDateTime(startWall(race.start, race.startTime)),
      duration: { hours: RACE_HOURS },
    };
  }
  const [y, m, d] = dayOf(race);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    start: [y, m, d],
    end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
  };
}

/** The library's floating DTSTART bound to the race's zone, with that zone's VTIMEZONE. */
function withZone(ics: string, race: Race): string {
  if (race.startTime === null || race.timeZone === null) return ics;
  const zone = race.timeZone;
  const year = dayOf(race)[0];
  return ics
    .replace(/^DTSTART:/mu, `DTSTART;TZID=${zone}:`)
    .replace(/^BEGIN:VEVENT/mu, `${vtimezone(zone, year).join('\r\n')}\r\nBEGIN:VEVENT`);
}

/** The race's calendar file; its description and reminder in `language` (a mail's recipient's). */
export function raceCalendar(
  race: Race,
  site: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const say = sayIn(language);
  const url = raceLink(site, race);
  const { error, value } = createEvent({
    uid: `${race.id}@run`,
    productId: 'run/marathons',
    title: race.title,
    ...when(race),
    location: race.location,
    description: say(CALENDAR.description, { distance: race.distance, url }),
    url,
    status: 'CONFIRMED',
    alarms: [
      {
        action: 'display',
        description: say(CALENDAR.reminder, { title: race.title }),
        // 24 hours, not 1 day: ics 3.12 writes `{days: 1}` as "-P1DT", which RFC 5545 does not allow.
        trigger: { hours: 24, before: true },
      },
    ],
  });
  if (error !== null || value === null) throw error ?? new Error('calendar: no value');
  return foldIcs(withZone(value, race));
}

export const calendarFileName = (race: Race) =>
  `${race.title.replace(/[^\w-]+/gu, '-').replace(/^-+|-+$/gu, '') || 'race'}.ics`;
