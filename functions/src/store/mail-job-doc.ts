// A fan-out of mail to many runners (mail/fan-out.ts): a race's change or cancellation to every
// registrant, or a ballot's results to every entry of its distance:
// `mailJobs/{id}` {kind, marathonId, race, ballot, waitingUntil, cursor, done, mailed, createdAt}.
import type { DocumentData, DocumentReference, Timestamp } from 'firebase-admin/firestore';
import type { Money } from '@run/contract/domain/money';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn, textOrNull, timeOrNull } from './field-values.js';

/**
 * What a mail says about the race (mail/templates.ts's `Race`, read from the marathon document by
 * mail/race.ts); a job keeps it for the mails it sends.
 */
export interface MailJobRace {
  id: string;
  title: string;
  /** ISO 8601: the race day (a UTC midnight, as stored). */
  start: string;
  /**
   * HH:MM on that day in `timeZone` (the runner's distance's own, else the race's); null (or absent
   * on a job written before them): none.
   */
  startTime: string | null;
  timeZone: string | null;
  location: string;
  distance: string;
}

/** A ballot's results: the distance drawn, and what each winner with a payment due pays. */
export interface MailJobBallot {
  distanceId: string;
  /**
   * The price; null when the distance is free. Text on a job written before mails wrote money in
   * their language: already written (en-US, "$45.00"), so its mails show it as stored.
   */
  total: Money | string | null;
}

export interface MailJobDoc {
  id: string;
  kind: 'changed' | 'deleted' | 'ballot';
  marathonId: string;
  race: MailJobRace;
  /** Set for a `ballot` job. */
  ballot: MailJobBallot | null;
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

/** An ISO 4217 code, as Intl takes it: anything else would make the mail's formatting throw. */
const CURRENCY = /^[A-Z]{3}$/u;

/** A stored amount: `{amount, currency}` as written now; anything else null. */
function moneyOrNull(value: unknown): Money | null {
  if (typeof value !== 'object' || value === null) return null;
  const { amount, currency } = value as DocumentData;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return typeof currency === 'string' && CURRENCY.test(currency) ? { amount, currency } : null;
}

/** The ballot's price: an amount, or the text an older job stored (kept as it is); else null. */
const totalIn = (value: unknown): Money | string | null => textOrNull(value) ?? moneyOrNull(value);

function ballotIn(value: unknown): MailJobBallot | null {
  if (typeof value !== 'object' || value === null) return null;
  const b = value as DocumentData;
  return { distanceId: textIn(b.distanceId), total: totalIn(b.total) };
}

/** The jobs' converter; a missing job reads as every default, so callers check `exists`. */
export const mailJobDocs = converterOf<MailJobDoc>((data, id) => ({
  id,
  kind: data.kind === 'deleted' || data.kind === 'ballot' ? data.kind : 'changed',
  marathonId: textIn(data.marathonId),
  race: raceIn(data.race),
  ballot: ballotIn(data.ballot),
  waitingUntil: timeOrNull(data.waitingUntil),
  cursor: textOrNull(data.cursor),
  done: data.done === true,
  mailed: typeof data.mailed === 'number' ? data.mailed : 0,
  createdAt: timeOrNull(data.createdAt),
}));

/** A new job, plain: created in the change's own batch or transaction (mail/fan-out.ts). */
export const newMailJobRef = (): DocumentReference => db().collection(COLLECTIONS.mailJobs).doc();
