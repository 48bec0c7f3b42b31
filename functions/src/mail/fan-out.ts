// Mail to every registrant of a race (changed or cancelled), or to every entry of a ballot's distance
// once it is drawn (ballot-results.ts), never inside a request: the request
// writes one job document (`mailJobs/{id}`) in the same batch as the change, and the job trigger
// handles ONE page of registrants per event, in one transaction that creates their mails (ids
// `<job>-<uid>`, so a retried page creates nothing twice) and moves the job's cursor. That cursor
// write is the next page's event, so 100,000 registrants are 500 short invocations, none near a
// timeout. For a cancelled race the page's registrations are deleted in the same transaction, and
// every paid runner of the page refunded in full: money is not mail's, so the caller hands that in as
// a hook (`OnCancelledPage`, payments/race-cancelled.ts).
//
// A changed race waits `env.raceMailDelayMs` (ten minutes) first (`waitingUntil`; notify.ts lets further edits
// add nothing meanwhile), then its first page reads the race as it is by then: one mail per
// registrant with the final details. The scheduled sweep starts due jobs (startDueFanOuts).
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';

import { db, dueDocuments } from '../lib/firestore.js';
import { COLLECTIONS } from '../store/collections.js';
import { mailRef } from '../store/mail-doc.js';
import {
  mailJobDocs,
  newMailJobRef,
  type MailJobBallot,
  type MailJobDoc,
} from '../store/mail-job-doc.js';
import { marathonRef } from '../store/marathon-doc.js';
import { registrationOf, registrationsPlain } from '../store/registration-doc.js';
import { queueMail, type Writer } from './outbox.js';
import { siteUrl } from './params.js';
import { raceMoved, raceOfSnapshot } from './race.js';
import { storedAddress } from './address.js';
import { ballotEntriesQuery, ballotResultMail } from './ballot-results.js';
import { raceMail, type MailNews, type Race } from './templates.js';

export const MAIL_JOBS = COLLECTIONS.mailJobs;
/** Registrants per page: a mail each, plus its registration's deletion, under 500 writes. */
export const PAGE = 200;
/** Due jobs one sweep starts; the next sweep starts the rest. */
const SWEEP_LIMIT = 100;

export type JobKind = 'changed' | 'deleted' | 'ballot';

export interface MailJob {
  kind: JobKind;
  marathonId: string;
  /**
   * What the mails say of the race. A waiting change holds the race as it was before the change,
   * and its first page replaces it with the race as it is then.
   */
  race: Race;
  /** A ballot's job: its distance and price. */
  ballot?: MailJobBallot;
  /** A change's job waits until then; absent once it started (and for a cancellation). */
  waitingUntil?: Timestamp;
  /** The last registrant (uid) mailed; null before the first page. */
  cursor: string | null;
  done: boolean;
  mailed: number;
  createdAt: Timestamp;
}

/**
 * What a cancelled race's page sets off beyond its mails (the refunds of its paid runners and the
 * mails saying so). Called in the page's transaction after its other reads, so it may read; it
 * answers what to stage in that transaction and what to do once the page has landed.
 */
export type OnCancelledPage = (
  tx: Transaction,
  job: { id: string; marathonId: string },
  registrations: readonly DocumentSnapshot[],
) => Promise<CancelledPage>;

export interface CancelledPage {
  /** Stages its writes, after every read of the page's transaction; `race` as the mails name it. */
  stage(race: Race): void;
  /** Runs once the page's transaction has landed (card refunds go to their provider). */
  landed(): Promise<unknown>;
}

/** Stages the job in the change's own batch or transaction; `dueAt` defers it (a change). */
export function queueFanOut(
  writer: Writer,
  job: { kind: JobKind; race: Race; dueAt?: Timestamp; ballot?: MailJobBallot },
): void {
  const ref = newMailJobRef();
  const doc: MailJob = {
    kind: job.kind,
    marathonId: job.race.id,
    race: job.race,
    ...(job.ballot ? { ballot: job.ballot } : {}),
    ...(job.dueAt ? { waitingUntil: job.dueAt } : {}),
    cursor: null,
    done: false,
    mailed: 0,
    createdAt: Timestamp.now(),
  };
  writer.create(ref, { ...doc });
}

/** Whether the job's wait (if any) is over at `now`. */
export function jobDue(job: Pick<MailJobDoc, 'waitingUntil'>, now = Date.now()): boolean {
  return job.waitingUntil === null || job.waitingUntil.toMillis() <= now;
}

async function page(tx: Transaction, job: MailJobDoc): Promise<DocumentSnapshot[]> {
  const runners = job.ballot
    ? ballotEntriesQuery(job.marathonId, job.ballot)
    : registrationsPlain(marathonRef(job.marathonId));
  // A cancelled race's pages are deleted as they go, so its next page is always the first.
  let query = runners.orderBy(FieldPath.documentId()).limit(PAGE);
  if (job.kind !== 'deleted' && job.cursor !== null) query = query.startAfter(job.cursor);
  return (await tx.get(query)).docs;
}

/** What one runner of the page is told: the race's change or cancellation, or their draw's result. */
function pageMail(job: MailJobDoc, runner: DocumentSnapshot) {
  if (job.ballot) return ballotResultMail(runner, job.ballot);
  // The runner's account address, never the form's (notify.ts).
  const news: MailNews = { kind: job.kind === 'deleted' ? 'deleted' : 'changed' };
  return { runner: storedAddress(registrationOf(runner)), news };
}

/**
 * A change's first page: the race as it is now. Null when there is nothing to tell: the race was
 * cancelled meanwhile (its own mail tells that) or moved back to where it was.
 */
async function finalRace(tx: Transaction, job: MailJobDoc): Promise<Race | null> {
  const marathon = await tx.get(marathonRef(job.marathonId));
  if (!marathon.exists) return null;
  const race = raceOfSnapshot(marathon);
  return raceMoved(job.race, race) ? race : null;
}

/**
 * Handles the page after `seenCursor`; does nothing when the job has moved on since (a retried or
 * late event) or is still waiting, so every page is mailed once.
 */
export async function runFanOutPage(
  ref: DocumentReference,
  seenCursor: string | null,
  onCancelled: OnCancelledPage,
): Promise<void> {
  let cancelled: CancelledPage | null = null;
  await db().runTransaction(async (tx) => {
    cancelled = null;
    const snap = await tx.get(ref.withConverter(mailJobDocs));
    const job = snap.data();
    if (job === undefined || job.done || job.cursor !== seenCursor || !jobDue(job)) return;
    const starting = job.kind === 'changed' && job.cursor === null;
    const race = starting ? await finalRace(tx, job) : job.race;
    const regs = race === null ? [] : await page(tx, job);
    if (race === null || regs.length === 0) {
      tx.update(ref, {
        done: true,
        waitingUntil: FieldValue.delete(),
        finishedAt: Timestamp.now(),
      });
      return;
    }
    const refs = regs.map((r) => mailRef(`${ref.id}-${r.id}`));
    const existing = await tx.getAll(...refs);
    const owed =
      job.kind === 'deleted'
        ? await onCancelled(tx, { id: ref.id, marathonId: job.marathonId }, regs)
        : null;
    const site = siteUrl();
    regs.forEach((reg, i) => {
      const told = pageMail(job, reg);
      const target = refs[i];
      if (target && existing[i]?.exists !== true && told !== null && told.runner !== null) {
        const mail = raceMail(told.news, race, told.runner, site);
        queueMail(tx, told.runner.email, race.id, mail, [], target);
      }
      if (job.kind === 'deleted') tx.delete(reg.ref);
    });
    owed?.stage(race);
    const last = regs[regs.length - 1]?.id ?? null;
    tx.update(ref, {
      cursor: last,
      mailed: job.mailed + regs.length,
      ...(starting ? { race, waitingUntil: FieldValue.delete() } : {}),
    });
    cancelled = owed;
  });
  // What the page's write set off that waits for it to land (card refunds go to their provider).
  await (cancelled as CancelledPage | null)?.landed();
}

/**
 * Production's schedule: changes whose wait is over. Their first page runs here; its cursor write
 * starts the rest through the trigger as always.
 */
export async function startDueFanOuts(
  onCancelled: OnCancelledPage,
  now = Timestamp.now(),
): Promise<number> {
  const due = await dueDocuments(MAIL_JOBS, 'waitingUntil', now, SWEEP_LIMIT);
  for (const job of due) await runFanOutPage(job, null, onCancelled);
  return due.length;
}
