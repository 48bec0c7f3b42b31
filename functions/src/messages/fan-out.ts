// A message's fan-out (docs/messages.md, "Delivery"), the way a race's change is mailed
// (mail/fan-out.ts): each write of a message being sent mails ONE page of one source of its audience,
// in one transaction that creates the page's mails and moves the message's cursor, and that cursor
// write is the next page's event. A mail's id is the message's and the person's address's, so a
// retried page, a page run twice and a person held by two sources are each mailed once.
import { createHash } from 'node:crypto';

import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { mailRef, queueMail, raceOfSnapshot, siteUrl } from '../mail/mail.js';
import { marathonRef } from '../store/marathon-doc.js';
import { dueMessages, messageDocs, messages } from '../store/message-doc.js';
import { personKey, sourcePage, sourcesOf, type Person } from './audience.js';
import { messageMail } from './message-mail.js';

/** Documents of a source per page: a mail each, under 500 writes. */
export const PAGE = 200;
/** Due messages one sweep starts; the next sweep starts the rest. */
const SWEEP_LIMIT = 50;

/** The id of `person`'s mail of message `messageId`: the same however often it is written. */
export const mailIdOf = (messageId: string, person: Pick<Person, 'email'>) =>
  `message-${messageId}-${createHash('sha256').update(personKey(person)).digest('hex').slice(0, 32)}`;

/**
 * Mails the page after `seen` (the source and cursor the event saw); does nothing when the message
 * has moved on since (a retried or late event) or is not being sent.
 */
export async function runMessagePage(
  ref: DocumentReference,
  seen: { source: number; cursor: string | null },
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const message = (await tx.get(ref.withConverter(messageDocs))).data();
    if (message === undefined || message.state !== 'sending') return;
    if (message.source !== seen.source || message.cursor !== seen.cursor) return;
    const marathon = await tx.get(marathonRef(ref.parent.parent?.id ?? ''));
    const sources = sourcesOf(message.audience);
    const source = sources[message.source];
    if (!marathon.exists || source === undefined) {
      tx.update(ref, { state: 'sent', finishedAt: Timestamp.now() });
      return;
    }
    const docs = await sourcePage(source, marathon.ref, message.cursor, PAGE, (q) => tx.get(q));
    const people = docs
      .map((doc) => source.person(doc, message.audience))
      .filter((p): p is Person => p !== null && (message.kind === 'service' || p.marketing));
    const refs = people.map((p) => mailRef(mailIdOf(message.id, p)));
    const existing = refs.length > 0 ? await tx.getAll(...refs) : [];
    const race = raceOfSnapshot(marathon);
    const site = siteUrl();
    const written = new Set<string>();
    people.forEach((person, i) => {
      const target = refs[i];
      if (target === undefined || existing[i]?.exists === true || written.has(target.id)) return;
      written.add(target.id);
      const mail = messageMail(message, race, person, site);
      queueMail(tx, person.email, marathon.id, mail, [], target, message.id);
    });
    const last = docs.length < PAGE;
    const done = last && message.source + 1 >= sources.length;
    tx.update(ref, {
      mailed: message.mailed + written.size,
      ...(done
        ? { state: 'sent', finishedAt: Timestamp.now() }
        : last
          ? { source: message.source + 1, cursor: null }
          : { cursor: docs[docs.length - 1]?.id ?? null }),
    });
  });
}

/**
 * Starts `ref` if it is scheduled and due: its state becomes `sending`, and that write's event mails
 * its first page. Once, however many sweeps find it.
 */
async function startIfDue(ref: DocumentReference, now: Timestamp): Promise<void> {
  await db().runTransaction(async (tx) => {
    const message = (await tx.get(ref.withConverter(messageDocs))).data();
    if (message?.state !== 'scheduled' || message.waitingUntil === null) return;
    if (message.waitingUntil.toMillis() > now.toMillis()) return;
    tx.update(ref, { state: 'sending', waitingUntil: FieldValue.delete() });
  });
}

/** The schedule's part: scheduled messages whose time has come start sending. */
export async function startDueMessages(now = Timestamp.now()): Promise<number> {
  const due = await dueMessages(now, SWEEP_LIMIT).get();
  for (const doc of due.docs) await startIfDue(doc.ref, now);
  return due.size;
}

/** A message of the race `marathonId`, by id (for the trigger and the tests). */
export const messageRef = (marathonId: string, messageId: string) =>
  messages.ref(marathonRef(marathonId), messageId);
