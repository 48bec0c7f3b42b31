// Mail to every registrant of a race (changed or cancelled), never inside a request: the request
// writes one job document (`mailJobs/{id}`) in the same batch as the change, and the job trigger
// handles ONE page of registrants per event, in one transaction that creates their mails (ids
// `<job>-<uid>`, so a retried page creates nothing twice) and moves the job's cursor. That cursor
// write is the next page's event, so 100,000 registrants are 500 short invocations, none near a
// timeout. For a cancelled race the page's registrations are deleted in the same transaction.
import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { mailRef, queueMail, type Writer } from './outbox.js';
import { siteUrl } from './params.js';
import { raceMail, type Race } from './templates.js';

export const MAIL_JOBS = 'mailJobs';
/** Registrants per page: a mail each, plus its registration's deletion, under 500 writes. */
export const PAGE = 200;

export type JobKind = 'changed' | 'deleted';

export interface MailJob {
  kind: JobKind;
  marathonId: string;
  race: Race;
  /** The last registrant (uid) mailed; null before the first page. */
  cursor: string | null;
  done: boolean;
  mailed: number;
  createdAt: Timestamp;
}

/** Stages the job in the change's own batch or transaction. */
export function queueFanOut(writer: Writer, kind: JobKind, race: Race): void {
  const ref = db().collection(MAIL_JOBS).doc();
  const job: MailJob = {
    kind,
    marathonId: race.id,
    race,
    cursor: null,
    done: false,
    mailed: 0,
    createdAt: Timestamp.now(),
  };
  writer.create(ref, { ...job });
}

async function page(tx: Transaction, job: MailJob): Promise<DocumentSnapshot[]> {
  const registrations = db()
    .collection('marathons')
    .doc(job.marathonId)
    .collection('registrations');
  // A cancelled race's pages are deleted as they go, so its next page is always the first.
  let query = registrations.orderBy(FieldPath.documentId()).limit(PAGE);
  if (job.kind === 'changed' && job.cursor !== null) query = query.startAfter(job.cursor);
  return (await tx.get(query)).docs;
}

/**
 * Handles the page after `seenCursor`; does nothing when the job has moved on since (a retried or
 * late event), so every page is mailed once.
 */
export async function runFanOutPage(
  ref: DocumentReference,
  seenCursor: string | null,
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const job = snap.data() as MailJob | undefined;
    if (job === undefined || job.done || job.cursor !== seenCursor) return;
    const regs = await page(tx, job);
    if (regs.length === 0) {
      tx.update(ref, { done: true, finishedAt: Timestamp.now() });
      return;
    }
    const refs = regs.map((r) => mailRef(`${ref.id}-${r.id}`));
    const existing = await tx.getAll(...refs);
    const site = siteUrl();
    regs.forEach((reg, i) => {
      const email: unknown = reg.get('email');
      const firstName: unknown = reg.get('firstName');
      const target = refs[i];
      if (target && existing[i]?.exists !== true && typeof email === 'string') {
        const mail = raceMail(
          { kind: job.kind },
          job.race,
          { firstName: typeof firstName === 'string' ? firstName : 'runner' },
          site,
        );
        queueMail(tx, email, mail, [], target);
      }
      if (job.kind === 'deleted') tx.delete(reg.ref);
    });
    const last = regs[regs.length - 1]?.id ?? null;
    tx.update(ref, { cursor: last, mailed: job.mailed + regs.length });
  });
}
