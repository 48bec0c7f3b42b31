// Official results mailed to every finisher (docs/results.md), never inside the request: publishing
// writes a job document `marathons/{id}/resultMailJobs/{jobId}` in the same transaction, and a
// trigger (triggers/results-mail.ts) handles one page of finishers per event, in one transaction that
// creates their mails (ids `<job>-<uid>`) and moves the job's cursor; that write is the next page's
// event. Mails go through the outbox to the runner's account address, and the sender's hourly limits
// (mail/quota.ts) apply as to every mail.
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { Result } from '@run/contract/domain/results';
import { formatLongDate } from '@run/contract/domain/dates';
import { genderOfAgeGroup, ordinal } from '@run/contract/domain/results-words';

import {
  FACTS,
  type Language,
  MAIL_LOCALES,
  mailRef,
  queueMail,
  REASONS,
  render,
  type RenderedMail,
  RESULTS,
  type Say,
  sayIn,
  siteUrl,
  storedAddress,
} from '../mail/mail.js';
import { marathonOf, toIso, type MarathonDoc } from '../store/marathon-doc.js';
import { registrationDocRef } from '../store/registration-doc.js';
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

/**
 * A place as an ordinal in `language`: "12th" (the contract's English), "12.", "12e" ("1er", "1re"
 * of women), "12.º" ("12.ª" of women).
 */
export function ordinalIn(language: Language, place: number, feminine = false): string {
  switch (language) {
    case 'en':
      return ordinal(place);
    case 'de':
      return `${place}.`;
    case 'fr':
      return place === 1 ? (feminine ? '1re' : '1er') : `${place}e`;
    case 'es':
      return `${place}.${feminine ? 'ª' : 'º'}`;
  }
}

/** The finisher's places as sentences: "You are 12th overall.", "... 3rd of women.", "... 2nd in F35-39." */
function placeSentences(result: Result, language: Language, say: Say): string[] {
  const gender = genderOfAgeGroup(result.ageGroup);
  const feminine = gender === 'F';
  const lines: string[] = [];
  if (result.place !== null) {
    lines.push(say(RESULTS.overall, { place: ordinalIn(language, result.place) }));
  }
  if (result.genderPlace !== null && gender !== null) {
    const place = ordinalIn(language, result.genderPlace, feminine);
    lines.push(say(RESULTS.ofGender, { place, gender }));
  }
  if (result.ageGroupPlace !== null) {
    const place = ordinalIn(language, result.ageGroupPlace, feminine);
    lines.push(say(RESULTS.inAgeGroup, { place, ageGroup: result.ageGroup }));
  }
  return lines;
}

/** The race's day: English as the results pages write it ("April 5, 2027"), else by Intl. */
function raceDate(iso: string, language: Language): string {
  if (language === 'en') return formatLongDate(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return formatLongDate(iso);
  return new Intl.DateTimeFormat(MAIL_LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** The finisher's result mail, in `runner.language` (English when not said). */
export function resultMail(
  marathon: MarathonDoc,
  distanceName: string,
  result: Result,
  runner: { firstName: string; language?: Language },
  site: string,
): RenderedMail {
  const language = runner.language ?? 'en';
  const say = sayIn(language);
  const { title } = marathon;
  const time = result.time ?? '';
  return render(say(RESULTS.subject, { title }), {
    heading: say(RESULTS.heading, { distance: distanceName, time }),
    paragraphs: [
      say(RESULTS.body, { firstName: runner.firstName, title }),
      ...placeSentences(result, language, say),
      say(RESULTS.certificate),
    ],
    facts: [
      [say(FACTS.race), title],
      [say(FACTS.date), raceDate(toIso(marathon.marathonStartDate), language)],
      [say(FACTS.distance), distanceName],
      [say(FACTS.bib), String(result.bib)],
      [say(FACTS.time), time],
      ...(result.pace === null
        ? []
        : ([[say(FACTS.pace), result.pace]] as Array<[string, string]>)),
    ],
    action: { label: say(RESULTS.action), url: resultLink(site, marathon.id, result.bib) },
    reason: say(REASONS.ran, { title }),
    site,
    language,
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
    const runners = await tx.getAll(
      ...finishers.map((r) => registrationDocRef(marathonRef, String(r.userId))),
    );
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
        runner,
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
