// A message's fan-out (docs/messages.md, "Delivery"). The audience's documents are split by id into
// LANES ranges, each a lane document of its own; each write of a lane mails ONE page of its range of
// one source, in one transaction that creates the page's mails and moves the lane's cursor, and that
// cursor write is the lane's next event. Lanes run side by side, so a large audience is queued in
// seconds, while no document is written more than once a second (a lane waits a second between its
// pages; the message itself is written once, by the lane that ends last). A mail's id is the message's
// and the person's address's, so a retried page, a page run twice and a person held by two sources
// (or two lanes) are each mailed once.
import { setTimeout as sleep } from 'node:timers/promises';

import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { mailRef, queueMail, raceOfSnapshot, siteUrl } from '../mail/mail.js';
import { marathonOf, marathonRef } from '../store/marathon-doc.js';
import type { IdRange } from '../store/id-page.js';
import {
  dueMessages,
  messageDocs,
  messageLaneDocs,
  messageLaneRef,
  messages,
  newLaneDoc,
  type MessageDoc,
} from '../store/message-doc.js';
import type { Writer } from '../mail/mail.js';
import { addressHash, sourcePage, sourcesOf, type Person } from './audience.js';
import { merged, messageMail } from './message-mail.js';
import { queueSms, smsRefOf } from './sms-sender.js';
import { notOptedOut } from './unsubscribe.js';

/** Documents of a source per page: a mail each, under 500 writes. */
export const PAGE = 200;
/** Due messages one sweep starts; the next sweep starts the rest. */
const SWEEP_LIMIT = 50;
/**
 * Where each lane's range of ids starts: ids are letters and digits (an account's uid, Firestore's
 * own ids), about 8 first characters a lane in their order; the first lane also takes anything before
 * '8' and the last anything after 'u', so every id is in exactly one lane.
 */
const LANE_STARTS = ['8', 'G', 'O', 'W', 'e', 'm', 'u'] as const;
export const LANES = LANE_STARTS.length + 1;
/** Firestore's sustained rate for one document: a lane's pages are at least this far apart. */
const LANE_GAP_MS = 1000;

export const laneRange = (lane: number): IdRange => ({
  from: lane === 0 ? null : (LANE_STARTS[lane - 1] ?? null),
  to: LANE_STARTS[lane] ?? null,
});

/** Starts the fan-out of `message`: its lanes, written with its state `sending`. */
export function startLanes(writer: Writer, message: DocumentReference): void {
  // Created as if a page had just begun: a lane's first page is a second after its creation too.
  const now = Timestamp.now();
  for (let lane = 0; lane < LANES; lane += 1) {
    writer.create(messageLaneRef(message, lane), newLaneDoc(lane, now));
  }
}

const laneRefs = (message: DocumentReference): DocumentReference[] =>
  Array.from({ length: LANES }, (_, lane) => messageLaneRef(message, lane));

/** The id of `person`'s mail of message `messageId`: the same however often it is written. */
export const mailIdOf = (messageId: string, person: Pick<Person, 'email'>) =>
  `message-${messageId}-${addressHash(person)}`;

/**
 * The page's texts not yet written, one per number (a person in two sources, or two people sharing a
 * phone, get one): for a message sent as SMS (or both), to those a text reaches. Read before the page
 * writes anything, as a transaction's reads must be.
 */
async function unsentTexts(
  message: Pick<MessageDoc, 'id' | 'channel'>,
  people: readonly Person[],
  read: (refs: DocumentReference[]) => Promise<DocumentSnapshot[]>,
): Promise<Map<string, { person: Person; target: DocumentReference }>> {
  const texted = new Map<string, { person: Person; target: DocumentReference }>();
  if (message.channel === 'email') return texted;
  for (const person of people) {
    if (person.sms && person.phone !== null && !texted.has(person.phone)) {
      texted.set(person.phone, { person, target: smsRefOf(message.id, person.phone) });
    }
  }
  const stored = texted.size > 0 ? await read([...texted.values()].map((t) => t.target)) : [];
  const sent = new Set(stored.filter((snap) => snap.exists).map((snap) => snap.id));
  for (const [phone, { target }] of texted) if (sent.has(target.id)) texted.delete(phone);
  return texted;
}

/**
 * Whether every lane of `message` but `lane` has ended: read by a lane's last page, which then makes the
 * message `sent`, so the message is written once, by its last lane (eight lanes ending together would
 * otherwise write it eight times in a second). Of two lanes ending at once, the second to commit sees
 * the first ended: transactions are serializable. A read, so before the transaction writes.
 */
async function othersEnded(
  tx: Transaction,
  message: DocumentReference,
  lane: number,
): Promise<boolean> {
  const others = laneRefs(message).filter((_, n) => n !== lane);
  return (await tx.getAll(...others)).every((snap) => messageLaneDocs.of(snap).done);
}

const sent = () => ({ state: 'sent', finishedAt: Timestamp.now() });

/** Where a lane stands: the source it reads and the last document it handled. */
export interface LanePlace {
  source: number;
  cursor: string | null;
}

/** Writes of a lane counted together: no more than this many in any this many seconds. */
const WINDOW = 5;

/**
 * Runs the lane from `seen` (where its event saw it), a page a second, until it is done, another run
 * has moved it on, or `budgetMs` has passed; the last page's own write then carries it on. So a lane
 * does not wait for an event per page (the local functions emulator queues them behind every mail's).
 * A page begins a second after the last began, and also WINDOW seconds after the write WINDOW writes
 * back ended: a short page (a range's last) after a long one would otherwise commit less than a
 * second after it.
 */
export async function runLane(
  laneRef: DocumentReference,
  seen: LanePlace,
  budgetMs = 60_000,
): Promise<void> {
  const started = Date.now();
  const written: number[] = [];
  let at: LanePlace | null = seen;
  while (at !== null && Date.now() - started < budgetMs) {
    const notBefore = written.length >= WINDOW ? (written.at(-WINDOW) ?? 0) + WINDOW * 1000 : 0;
    at = await runMessagePage(laneRef, at, notBefore);
    written.push(Date.now());
  }
}

/**
 * Mails the lane's page after `seen` (the source and cursor the event saw) and answers where the lane
 * stands after it; does nothing and answers null when the lane has moved on since (a retried or late
 * event), is done (or ends with this page), or its message is not being sent.
 */
export async function runMessagePage(
  laneRef: DocumentReference,
  seen: LanePlace,
  notBefore = 0,
): Promise<LanePlace | null> {
  const ref = laneRef.parent.parent;
  if (ref === null) return null;
  const before = messageLaneDocs.of(await laneRef.get());
  // A late or retried event of a lane that has moved on ends here, before waiting its turn.
  if (before.done || before.source !== seen.source || before.cursor !== seen.cursor) return null;
  const wait = Math.max((before.pageAt?.toMillis() ?? 0) + LANE_GAP_MS, notBefore) - Date.now();
  if (wait > 0) await sleep(wait);
  // When this page began: the next one begins a second after it at the earliest, so the lane's
  // document is written at most once a second however long a page's transaction takes.
  const began = Timestamp.now();
  return db().runTransaction(async (tx): Promise<LanePlace | null> => {
    const lane = messageLaneDocs.of(await tx.get(laneRef));
    if (lane.done || lane.source !== seen.source || lane.cursor !== seen.cursor) return null;
    const message = messageDocs.of(await tx.get(ref));
    if (message.state !== 'sending') return null;
    const marathon = await tx.get(marathonRef(ref.parent.parent?.id ?? ''));
    const sources = sourcesOf(message.audience);
    const source = sources[lane.source];
    if (!marathon.exists || source === undefined) {
      const lastLane = await othersEnded(tx, ref, lane.lane);
      tx.update(laneRef, { done: true });
      if (lastLane) tx.update(ref, sent());
      return null;
    }
    const docs = await sourcePage(
      source,
      marathon.ref,
      lane.cursor,
      PAGE,
      (q) => tx.get(q),
      laneRange(lane.lane),
    );
    const organiserUid = marathonOf(marathon).createdByUid;
    const audience = docs
      .map((doc) => source.person(doc, message.audience))
      .filter((p): p is Person => p !== null && (message.kind === 'service' || p.marketing));
    // News leaves out whoever unsubscribed from this organiser's, up to this page's read.
    const people =
      message.kind === 'marketing'
        ? await notOptedOut(organiserUid, audience, (refs) => tx.getAll(...refs))
        : audience;
    const mailed = message.channel === 'sms' ? [] : people;
    const refs = mailed.map((p) => mailRef(mailIdOf(message.id, p)));
    const existing = refs.length > 0 ? await tx.getAll(...refs) : [];
    const texts = await unsentTexts(message, people, (all) => tx.getAll(...all));
    const last = docs.length < PAGE;
    const done = last && lane.source + 1 >= sources.length;
    const lastLane = done && (await othersEnded(tx, ref, lane.lane));
    const race = raceOfSnapshot(marathon);
    const site = siteUrl();
    const written = new Set<string>();
    mailed.forEach((person, i) => {
      const target = refs[i];
      if (target === undefined || existing[i]?.exists === true || written.has(target.id)) return;
      written.add(target.id);
      const mail = messageMail(message, race, person, site, organiserUid);
      queueMail(tx, person.email, marathon.id, mail, [], target, message.id);
    });
    for (const [phone, { person, target }] of texts) {
      const { body } = merged(message, race, person, site);
      queueSms(tx, target, phone, body, marathon.id, message.id);
    }
    const next: LanePlace = last
      ? { source: lane.source + 1, cursor: null }
      : { source: lane.source, cursor: docs[docs.length - 1]?.id ?? null };
    tx.update(laneRef, {
      mailed: lane.mailed + written.size,
      pageAt: began,
      ...(done ? { done: true } : next),
    });
    if (lastLane) tx.update(ref, sent());
    return done ? null : next;
  });
}

/**
 * Starts `ref` if it is scheduled and due: its state becomes `sending` and its lanes are written,
 * whose events mail their first pages. Once, however many sweeps find it.
 */
async function startIfDue(ref: DocumentReference, now: Timestamp): Promise<void> {
  await db().runTransaction(async (tx) => {
    const message = (await tx.get(ref.withConverter(messageDocs))).data();
    if (message?.state !== 'scheduled' || message.waitingUntil === null) return;
    if (message.waitingUntil.toMillis() > now.toMillis()) return;
    tx.update(ref, { state: 'sending', waitingUntil: FieldValue.delete() });
    startLanes(tx, ref);
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
