// The race and site the mail unit tests render with: a title with markup, a local start time.
import type { Race } from './templates.js';

export const SITE = 'https://run.example';

export const race: Race = {
  id: 'berlin-2027',
  title: 'Berlin <Marathon> & Friends',
  start: '2027-09-26T00:00:00.000Z',
  startTime: '09:30',
  timeZone: 'Europe/Berlin',
  location: 'Berlin, Germany',
  distance: '42.195 km',
};
