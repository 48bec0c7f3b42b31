// The one call the services make to tell a runner of a change, staged in the change's own batch or
// transaction (outbox.ts).
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';

import { calendarAttachment, queueMail, type Writer } from './outbox.js';
import { siteUrl } from './params.js';
import { queueFanOut } from './fan-out.js';
import { raceMoved, raceOf } from './race.js';
import { raceMail, type MailNews, type Race } from './templates.js';

/** News about one runner's own place; a change to the race goes to every registrant (fan-out.ts). */
export type RunnerNews = Exclude<MailNews, { kind: 'changed' | 'deleted' }>;

/** The runner's address and name as the registration or waitlist form stored them. */
export interface RunnerForm {
  email: string;
  firstName: string;
}

export function formFields(data: DocumentData | undefined): RunnerForm | null {
  const email: unknown = data?.email;
  const firstName: unknown = data?.firstName;
  if (typeof email !== 'string' || email === '') return null;
  return { email, firstName: typeof firstName === 'string' ? firstName : 'runner' };
}

export function raceOfSnapshot(marathon: DocumentSnapshot): Race {
  return raceOf(marathon.id, marathon.data() ?? {});
}

export function notifyRunner(
  writer: Writer,
  marathon: DocumentSnapshot,
  runner: RunnerForm | null,
  news: RunnerNews,
): void {
  if (runner === null) return;
  const race = raceOfSnapshot(marathon);
  const site = siteUrl();
  // The confirmation carries the race as a calendar file.
  const attachments = news.kind === 'confirmed' ? [calendarAttachment(race, site)] : [];
  queueMail(writer, runner.email, raceMail(news, race, runner, site), attachments);
}

/** An edit that moves the date, place or distance starts a fan-out to every registrant. */
export function notifyRaceChange(
  writer: Writer,
  marathon: DocumentSnapshot,
  update: DocumentData,
): void {
  const before = raceOfSnapshot(marathon);
  const after = raceOf(marathon.id, { ...marathon.data(), ...update });
  if (raceMoved(before, after)) queueFanOut(writer, 'changed', after);
}
