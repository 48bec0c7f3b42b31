// Official results mailed to every finisher (docs/results.md), never inside the request: publishing
// writes a job document `marathons/{id}/resultMailJobs/{jobId}` in the same transaction, and a
// trigger (triggers/results-mail.ts) handles one page of finishers per event, in one transaction that
// creates their mails (ids `<job>-<uid>`) and moves the job's cursor; that write is the next page's
// event. Mails go through the outbox to the runner's account address, and the sender's hourly limits
// (mail/quota.ts) apply as to every mail.
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { Result } from '@run/contract/domain/results';
import { formatLongDate } from '@run/contract/domain/dates';
import { placeLines } from '@run/contract/domain/results-words';

import { render, type RenderedMail } from '../mail/layout.js';
import { mailRef, queueMail } from '../mail/outbox.js';
import { storedAddress } from '../mail/notify.js';
import { siteUrl } from '../mail/params.js';
import { marathonOf, toIso, type MarathonDoc } from '../store/marathon-doc.js';
import { registrationsOf } from '../store/registration-doc.js';
import { resultsOf } from '../store/result-doc.js';
import {
  newResultMailJobDoc,
  newResultMailJobRef,
  resultMailJobDocs,
} from '../store/result-mail-job-doc.js';
import { toResult } from './result-view.js';

/** Finishers per page: a mail each, and their registrations and mails read first. */
const PAGE = 150;

/** Stages the job in the publishing transaction. */
export function queueResultMails(tx: Transaction, marathon: DocumentReference, distanceId: string) {
  tx.create(newResultMailJobRef(marathon), newResultMailJobDoc(distanceId));
}

/** The site's page of one result (the results page with its card open). */
export const resultLink = (site: string, marathonId: string, bib: number) =>
  `${site}/marathons/${encodeURIComponent(marathonId)}/results?bib=${bib}`;

export function resultMail(
  marathon: MarathonDoc,
  distanceName: string,
  result: Result,
  firstName: string,
  site: string,
): RenderedMail {
  const { title } = marathon;
  const time = result.time ?? '';
  return render(`Your official result: ${title}`, {
    heading: `You finished ${distanceName} in ${time}`,
    paragraphs: [
      `Hi ${firstName}, the official results of ${title} are out. Well run!`,
      ...placeLines(result).map((line) => `You are ${line}.`),
      'Your certificate is on your result’s page.',
    ],
    facts: [
      ['Race', title],
      ['Date', formatLongDate(toIso(marathon.marathonStartDate))],
      ['Distance', distanceName],
      ['Bib', String(result.bib)],
      ['Time', time],
      ...(result.pace === null ? [] : ([['Pace', result.pace]] as Array<[string, string]>)),
    ],
    action: { label: 'See your result', url: resultLink(site, marathon.id, result.bib) },
    reason: `You get this mail because you ran ${title} on RUN.`,
    site,
  });
}

/**
 * Mails the page of finishers after `seenCursor`; does nothing when the job has moved on since (a
 * retried or late event), so each finisher is mailed once.
 */
export async function runResultMailPage(
  jobRef: DocumentReference,
  seenCursor: number | null,
): Promise<void> {
  const marathonRef = jobRef.parent.parent;
  if (marathonRef === null) return;
  await marathonRef.firestore.runTransaction(async (tx) => {
    const jobSnap = await tx.get(jobRef);
    if (!jobSnap.exists) return;
    const job = resultMailJobDocs.of(jobSnap);
    if (job.done || job.cursor !== seenCursor) return;
    const snapshot = await tx.get(marathonRef);
    const marathon = marathonOf(snapshot);
    const distance = marathon.distances.find((d) => d.id === job.distanceId);
    let page = resultsOf(marathonRef)
      .where('distanceId', '==', job.distanceId)
      .orderBy('order')
      .limit(PAGE);
    if (job.cursor !== null) page = page.startAfter(job.cursor);
    const results =
      snapshot.exists && distance ? (await tx.get(page)).docs.map((r) => r.data()) : [];
    const finishers = results.filter((r) => r.status === 'finished');
    if (distance === undefined || finishers.length === 0) {
      tx.update(jobRef, { done: true, finishedAt: Timestamp.now() });
      return;
    }
    const registrations = registrationsOf(marathonRef);
    const runners = await tx.getAll(...finishers.map((r) => registrations.doc(String(r.userId))));
    const refs = finishers.map((r) => mailRef(`${jobRef.id}-${String(r.userId)}`));
    const sent = await tx.getAll(...refs);
    const site = siteUrl();
    finishers.forEach((result, i) => {
      // A finisher without a registration (a missing snapshot reads undefined) gets no mail.
      const runner = storedAddress(runners[i]?.data());
      const ref = refs[i];
      if (runner === null || ref === undefined || sent[i]?.exists === true) return;
      const mail = resultMail(
        marathon,
        distance.name,
        toResult(result, distance.runningDistance, true),
        runner.firstName,
        site,
      );
      queueMail(tx, runner.email, marathonRef.id, mail, [], ref);
    });
    const last = results.at(-1);
    // Finishers come first: a page that reaches the others, or is short, is the last.
    const done = finishers.length < results.length || results.length < PAGE;
    tx.update(jobRef, {
      cursor: last?.order ?? 0,
      mailed: job.mailed + finishers.length,
      done,
      ...(done ? { finishedAt: Timestamp.now() } : {}),
    });
  });
}
