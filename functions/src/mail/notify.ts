// The one call the services make to tell a runner of a change, staged in the change's own batch or
// transaction (outbox.ts). Mail goes to the runner's account address, from their ID token: never to
// an address typed in a form (docs/mail.md, "Mail is not a relay"). The form's email is
// the contact the organiser sees; the account's is stored beside it as `accountEmail`.
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { DEFAULT_LANGUAGE, type Language } from '@run/contract/domain/languages';

import { mailRef } from '../store/mail-doc.js';
import { marathonOf } from '../store/marathon-doc.js';
import { accountLanguageOf } from '../store/user-doc.js';
import { env } from '../lib/env.js';
import type { Caller } from '../lib/auth.js';
import type { StoredDistance } from '../store/distances.js';
import type { MarathonRead } from '../store/marathon-doc.js';
import { callerAddress, storedAddress, type RunnerAddress } from './address.js';
import {
  calendarAttachment,
  queueMail,
  suppressedMailDoc,
  type Attachment,
  type Writer,
} from './outbox.js';
import { siteUrl } from './params.js';
import { queueFanOut } from './fan-out.js';
import { raceAfter, raceForRunner, raceMoved, raceOfModel } from './race.js';
import { PASS_QR_CID, raceMail, type MailNews, type Race } from './templates.js';

/** News about one runner's own place; a change to the race goes to every registrant (fan-out.ts). */
export type RunnerNews = Exclude<
  MailNews,
  { kind: 'changed' | 'deleted' | 'invited' | 'transfer_offered' | 'claim' }
>;

/** A pass's QR code, shown inline where the mail's image says `cid:` (a runner's or a volunteer's). */
export const passQrAttachment = (png: string): Attachment => ({
  filename: 'race-pass.png',
  content: png,
  contentType: 'image/png',
  encoding: 'base64',
  cid: PASS_QR_CID,
});

/**
 * Tells one runner of news about their place, in their language (`runner.language`); `race` names
 * their distance (race.ts).
 */
export function notifyRunner(
  writer: Writer,
  race: Race,
  runner: RunnerAddress | null,
  news: RunnerNews,
): void {
  if (runner === null) return;
  const site = siteUrl();
  // The confirmation carries the race as a calendar file; the bib mail the race pass, shown inline.
  const attachments =
    news.kind === 'confirmed'
      ? [calendarAttachment(race, site, runner.language)]
      : news.kind === 'bib' && news.passQr !== undefined
        ? [passQrAttachment(news.passQr)]
        : news.kind === 'bank_transfer' && news.qrPng !== undefined
          ? [passQrAttachment(news.qrPng)]
          : [];
  queueMail(writer, runner.email, race.id, raceMail(news, race, runner, site), attachments);
}

/**
 * Tells the runner of a stored registration or waitlist entry (`stored`) of news about their place
 * at `distance` of `marathon`, at the account address stored with it (storedAddress).
 */
export function notifyStored(
  writer: Writer,
  marathon: MarathonRead,
  distance: StoredDistance,
  stored: DocumentData | undefined,
  news: RunnerNews,
): void {
  notifyRunner(writer, raceForRunner(marathon, distance), storedAddress(stored), news);
}

/** The caller told of their own request at `distance` of `marathon`: greeted by `form`'s name. */
export interface CallerAtRace {
  caller: Caller;
  form: DocumentData;
  /** callerLanguage for a new record, languageOf for a stored one (address.ts). */
  language: Language;
  marathon: MarathonRead;
  distance: StoredDistance;
}

/** Tells the caller of news about their own place, at their account's address (callerAddress). */
export function notifyCaller(writer: Writer, to: CallerAtRace, news: RunnerNews): void {
  const { caller, form, language, marathon, distance } = to;
  notifyRunner(
    writer,
    raceForRunner(marathon, distance),
    callerAddress(caller, form, language),
    news,
  );
}

/** The marathon's field: when its pending race-change mail goes (absent or past: none pending). */
export const RACE_MAIL_DUE = 'raceMailDueAt';

/**
 * An edit that moves the date, place or distance schedules one mail to every registrant, sent
 * `env.raceMailDelayMs` (ten minutes) later with the race as it is then: further edits until then add nothing, so
 * an organiser's burst of corrections reaches each registrant once, with the final details. Adds the
 * due time to `update`, the marathon's own update in the same transaction (written after this call).
 */
export function notifyRaceChange(
  writer: Writer,
  marathon: DocumentSnapshot,
  update: DocumentData,
): void {
  const now = Date.now();
  const stored = marathonOf(marathon);
  const pending = stored.raceMailDueAt;
  if (pending !== null && pending.toMillis() > now) return;
  const before = raceOfModel(stored);
  const after = raceAfter(marathon, update);
  if (!raceMoved(before, after)) return;
  const dueAt = Timestamp.fromMillis(now + env.raceMailDelayMs);
  queueFanOut(writer, { kind: 'changed', race: before, dueAt });
  update[RACE_MAIL_DUE] = dueAt;
}

/**
 * Invites `email` to a race's staff, or to take a runner's place (a transfer), in `language`
 * (addressLanguage: its account's when known). The address is typed by the organiser or the runner,
 * so it counts against that address's hourly limits like any mail (quota.ts): an invitation cannot
 * be turned into a relay. Nobody's name is known: the mail greets "there".
 */
export function notifyInvited(
  writer: Writer,
  race: Race,
  email: string,
  news: Extract<MailNews, { kind: 'invited' | 'transfer_offered' }>,
  language: Language,
): void {
  const mail = raceMail(news, race, { firstName: 'there', language }, siteUrl());
  queueMail(writer, email, race.id, mail);
}

/**
 * Tells a runner someone registered in their order where to claim their place (docs/orders.md):
 * to the address the buyer typed, so only this fixed mail, counted against that address's limits
 * like any mail (quota.ts) and against the buyer's daily count (orders/claim-mail.ts). One past the
 * buyer's count is recorded with its reason (`suppressed`) and never sent.
 */
export function notifyClaim(
  writer: Writer,
  race: Race,
  runner: RunnerAddress,
  news: Extract<MailNews, { kind: 'claim' }>,
  { suppressed }: { suppressed?: string } = {},
): void {
  const mail = raceMail(news, race, runner, siteUrl());
  if (suppressed === undefined) queueMail(writer, runner.email, race.id, mail);
  else writer.create(mailRef(), suppressedMailDoc(runner.email, race.id, mail, suppressed));
}

/**
 * Tells a race's organiser of news about its money (a dispute, the daily books check): to the
 * address the race was created with, counted against that address's limits like any mail, in the
 * language of the organiser's account (one read of it, outside any transaction's reads), else
 * English.
 */
export async function notifyOrganiser(
  writer: Writer,
  marathon: DocumentSnapshot,
  news: Extract<MailNews, { kind: 'books_discrepancy' | 'dispute' }>,
): Promise<void> {
  const m = marathonOf(marathon);
  const email = m.createdBy;
  if (!email.includes('@')) return;
  const language =
    (m.createdByUid === '' ? null : await accountLanguageOf(m.createdByUid)) ?? DEFAULT_LANGUAGE;
  const race = raceOfModel(m);
  const mail = raceMail(news, race, { firstName: 'there', language }, siteUrl());
  queueMail(writer, email, race.id, mail);
}
