// A fan-out of a race's change or cancellation to every registrant (mail/fan-out.ts):
// `mailJobs/{id}` {kind, marathonId, race, waitingUntil, cursor, done, mailed, createdAt}.
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';

import { converterOf } from './converter.js';
import { textIn, textOrNull, timeOrNull } from './field-values.js';

/** What the job's mails say of the race (mail/templates.ts's `Race`). */
export interface MailJobRace {
  id: string;
  title: string;
  /** ISO 8601. */
  start: string;
  /** HH:MM and its IANA zone; null (or absent on a job written before them): none. */
  startTime: string | null;
  timeZone: string | null;
  location: string;
  distance: string;
}

export interface MailJobDoc {
  id: string;
  kind: 'changed' | 'deleted';
  marathonId: string;
  race: MailJobRace;
  /** A change's job waits until then; null once it started (and for a cancellation). */
  waitingUntil: Timestamp | null;
  /** The last registrant (uid) mailed; null before the first page. */
  cursor: string | null;
  done: boolean;
  mailed: number;
  createdAt: Timestamp | null;
}

function raceIn(value: unknown): MailJobRace {
  const r = (typeof value === 'object' && value !== null ? value : {}) as DocumentData;
  return {
    id: textIn(r.id),
    title: textIn(r.title),
    start: textIn(r.start),
    startTime: textOrNull(r.startTime),
    timeZone: textOrNull(r.timeZone),
    location: textIn(r.location),
    distance: textIn(r.distance),
  };
}

/** The jobs' converter; a missing job reads as every default, so callers check `exists`. */
export const mailJobDocs = converterOf<MailJobDoc>((data, id) => ({
  id,
  kind: data.kind === 'deleted' ? 'deleted' : 'changed',
  marathonId: textIn(data.marathonId),
  race: raceIn(data.race),
  waitingUntil: timeOrNull(data.waitingUntil),
  cursor: textOrNull(data.cursor),
  done: data.done === true,
  mailed: typeof data.mailed === 'number' ? data.mailed : 0,
  createdAt: timeOrNull(data.createdAt),
}));
