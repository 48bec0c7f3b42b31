// The race as an iCalendar file (RFC 5545), built by the `ics` library: start, place, distance, a
// link back, and a reminder the day before. Used by GET /marathon/{id}/calendar.ics and attached to
// the registration confirmation.
import { createEvent } from 'ics';

import { foldIcs } from './ics-fold.js';
import { raceLink, type Race } from './templates.js';

/** A marathon's duration in the calendar: the date is stored, the finish is not. */
const RACE_HOURS = 6;

export function raceCalendar(race: Race, site: string): string {
  const url = raceLink(site, race);
  const { error, value } = createEvent({
    uid: `${race.id}@run`,
    productId: 'run/marathons',
    title: race.title,
    start: Date.parse(race.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: RACE_HOURS },
    location: race.location,
    description: `${race.distance}. Details: ${url}`,
    url,
    status: 'CONFIRMED',
    alarms: [
      {
        action: 'display',
        description: `Tomorrow: ${race.title}`,
        // 24 hours, not 1 day: ics 3.12 writes `{days: 1}` as "-P1DT", which RFC 5545 does not allow.
        trigger: { hours: 24, before: true },
      },
    ],
  });
  if (error !== null || value === null) throw error ?? new Error('calendar: no value');
  return foldIcs(value);
}

export const calendarFileName = (race: Race) =>
  `${race.title.replace(/[^\w-]+/gu, '-').replace(/^-+|-+$/gu, '') || 'race'}.ics`;
