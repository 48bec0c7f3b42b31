// A mail's view of a marathon document.
import type { DocumentData } from 'firebase-admin/firestore';

import { toIso } from '../store/marathon-doc.js';
import type { Race } from './templates.js';

const text = (data: DocumentData, field: string): string => {
  const value: unknown = data[field];
  return typeof value === 'string' ? value : '';
};

export function raceOf(id: string, data: DocumentData): Race {
  return {
    id,
    title: text(data, 'title'),
    start: toIso(data.marathonStartDate),
    location: text(data, 'location'),
    distance: text(data, 'runningDistance'),
  };
}

/** Whether an edit changes what a registrant must hear about: date, place or distance. */
export function raceMoved(before: Race, after: Race): boolean {
  return (
    before.start !== after.start ||
    before.location !== after.location ||
    before.distance !== after.distance
  );
}
