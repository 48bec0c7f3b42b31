// A race's automatic messages (docs/messages.md, "Automatic messages"), switched on by its organisers:
// - the reminder, N days before the start: when its time comes the schedule writes a message of the
//   `reminder` template to the confirmed runners, sent through the same lanes as a written one, in
//   each runner's language (start, time and zone, the race pass);
// - "Your place is still waiting", a day after a runner's unpaid hold lapsed, while the race takes
//   registrations and the runner has not registered again, with the organisers' code when they name
//   one. The schedule reads the lapsed holds of every race in the order they lapsed, from where its
//   last run stopped; each mail's id is the hold's, so a hold read twice is mailed once.
import type { AutomaticMessages } from '@run/contract/domain/messages';
import { registrationWindow } from '@run/contract/domain/registration-window';
import { startInstant } from '@run/contract/domain/race-start';
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { conflict } from '../lib/http-error.js';
import {
  mailRef,
  queueMail,
  raceOfSnapshot,
  RACE_MESSAGES,
  render,
  sayIn,
  siteUrl,
  storedAddress,
} from '../mail/mail.js';
import { couponRef } from '../store/coupon-doc.js';
import { eventDates, marathonOf, marathonRef, toIso } from '../store/marathon-doc.js';
import {
  dueReminders,
  holdsLapsedBetween,
  lapsedAt,
  messageSettingsDocs,
  messageSettingsRef,
  stillWaitingSweepRef,
  sweptUntil,
  type MessageSettingsDoc,
} from '../store/message-settings-doc.js';
import { messages, newMessageId } from '../store/message-doc.js';
import { confirmedCount, registrationRef } from '../store/registration-doc.js';
import { startLanes } from './fan-out.js';

const DAY_MS = 86_400_000;
/** A lapsed hold's runner hears that the place is waiting this long after it lapsed. */
export const STILL_WAITING_AFTER_MS = DAY_MS;
/** Races one sweep reminds, and lapsed holds it reads; the next sweep takes the rest. */
const SWEEP_LIMIT = 50;
const OFF: MessageSettingsDoc = {
  reminderDaysBefore: null,
  reminderAt: null,
  stillWaiting: false,
  stillWaitingCode: null,
};

/** When the race's reminder goes out, or null when it has none or its time has passed. */
function reminderTime(race: DocumentSnapshot, days: number | null, now: number): Timestamp | null {
  const m = marathonOf(race);
  if (days === null || m.marathonStartDate === null) return null;
  const start = startInstant({ ...m, marathonStartDate: toIso(m.marathonStartDate) });
  const at = start - days * DAY_MS;
  return at > now ? Timestamp.fromMillis(at) : null;
}

const answerOf = (s: MessageSettingsDoc) => ({
  reminderDaysBefore: s.reminderDaysBefore,
  stillWaiting: s.stillWaiting,
  stillWaitingCode: s.stillWaitingCode,
  reminderAt: s.reminderAt?.toDate().toISOString() ?? null,
});

export async function getAutomaticMessages(race: DocumentSnapshot) {
  const stored = await messageSettingsRef(race.ref).get();
  return answerOf(stored.exists ? messageSettingsDocs.of(stored) : OFF);
}

/** Stores the race's choices; a code must be one of the race's (409 naming it otherwise). */
export async function setAutomaticMessages(race: DocumentSnapshot, input: AutomaticMessages) {
  const code = input.stillWaitingCode;
  if (code !== null && !(await couponRef(race.ref, code).get()).exists) {
    throw conflict('message_code_unknown', { code });
  }
  const settings: MessageSettingsDoc = {
    ...input,
    reminderAt: reminderTime(race, input.reminderDaysBefore, Date.now()),
  };
  await messageSettingsRef(race.ref)
    .withConverter(null)
    .set({ ...settings, updatedAt: Timestamp.now() });
  return answerOf(settings);
}

/**
 * Writes the reminder of the race of `settings` if it is still due: the race's date may have moved
 * since it was set, which moves the reminder instead. Once, however many sweeps find it.
 */
async function remindIfDue(settings: DocumentReference, now: Timestamp): Promise<void> {
  const marathon = settings.parent.parent;
  if (marathon === null) return;
  const count = await confirmedCount(marathon);
  await db().runTransaction(async (tx) => {
    const stored = messageSettingsDocs.of(
      await tx.get(settings.withConverter(messageSettingsDocs)),
    );
    if (stored.reminderAt === null || stored.reminderAt.toMillis() > now.toMillis()) return;
    const race = await tx.get(marathon);
    const at = reminderTime(race, stored.reminderDaysBefore, now.toMillis() - DAY_MS);
    // Moved later (by more than the schedule's own lag): wait for the new time.
    if (race.exists && at !== null && at.toMillis() > now.toMillis()) {
      tx.update(settings, { reminderAt: at });
      return;
    }
    tx.update(settings, { reminderAt: null, remindedAt: now });
    if (!race.exists) return;
    const ref = messages.newRef(marathon, newMessageId(marathon));
    tx.create(ref, {
      subject: `Reminder, ${String(stored.reminderDaysBefore)} days before the start`,
      body: '',
      channel: 'email',
      kind: 'service',
      audience: { statuses: ['confirmed'] },
      template: 'reminder',
      state: 'sending',
      sendAt: now,
      recipients: count,
      createdBy: 'automatic',
      createdAt: now,
      replyTo: null,
    });
    startLanes(tx, ref);
  });
}

/** The schedule's part: reminders whose time has come are written, each once. */
export async function startDueReminders(now = Timestamp.now()): Promise<number> {
  const due = await dueReminders(now, SWEEP_LIMIT).get();
  for (const doc of due.docs) await remindIfDue(doc.ref, now);
  return due.size;
}

/** The mail of a lapsed hold's runner, with the organisers' code if they named one. */
function stillWaitingMail(race: DocumentSnapshot, hold: DocumentSnapshot, code: string | null) {
  const address = storedAddress(hold.data());
  if (address === null) return null;
  const say = sayIn(address.language);
  const { id, title } = raceOfSnapshot(race);
  const site = siteUrl();
  const mail = render(say(RACE_MESSAGES.stillWaitingSubject, { title }), {
    heading: say(RACE_MESSAGES.stillWaitingHeading, { name: address.firstName }),
    paragraphs: [
      say(RACE_MESSAGES.stillWaitingBody, { title }),
      ...(code === null ? [] : [say(RACE_MESSAGES.stillWaitingCode, { code })]),
    ],
    action: {
      label: say(RACE_MESSAGES.stillWaitingAction),
      url: `${site}/marathonRegister/${encodeURIComponent(id)}`,
    },
    reason: say(RACE_MESSAGES.reasonLapsed, { title }),
    site,
    language: address.language,
  });
  return { to: address.email, mail };
}

/** Mails one lapsed hold's runner if the race wants it, takes registrations, and they are not back. */
async function tellIfStillWaiting(hold: DocumentSnapshot): Promise<void> {
  const marathon = hold.ref.parent.parent;
  const expiredAt = lapsedAt(hold);
  if (marathon === null || expiredAt === null) return;
  const target = mailRef(`still-waiting-${marathon.id}-${hold.id}-${expiredAt.toMillis()}`);
  await db().runTransaction(async (tx) => {
    const [settings, race, again, sent] = await tx.getAll(
      messageSettingsRef(marathon),
      marathon,
      registrationRef(marathon, hold.id),
      target,
    );
    if (settings === undefined || race === undefined || sent?.exists !== false) return;
    const wanted = settings.exists ? messageSettingsDocs.of(settings) : OFF;
    if (!wanted.stillWaiting || !race.exists || again?.exists === true) return;
    if (registrationWindow(eventDates(race)) !== 'open') return;
    const built = stillWaitingMail(race, hold, wanted.stillWaitingCode);
    if (built !== null) queueMail(tx, built.to, marathon.id, built.mail, [], target);
  });
}

/**
 * The schedule's part: holds that lapsed a day ago or more, read from where the last run stopped, in
 * the order they lapsed; the place it stops is stored for the next run.
 */
export async function sendStillWaiting(now = Timestamp.now()): Promise<number> {
  const by = Timestamp.fromMillis(now.toMillis() - STILL_WAITING_AFTER_MS);
  const sweep = stillWaitingSweepRef();
  // The first run starts a day back: holds that lapsed before the feature are not read.
  const from =
    sweptUntil((await sweep.get()).data()) ?? Timestamp.fromMillis(by.toMillis() - DAY_MS);
  const holds = await holdsLapsedBetween(from, by, SWEEP_LIMIT).get();
  for (const hold of holds.docs) await tellIfStillWaiting(hold);
  const last = holds.docs.at(-1);
  const lastAt = last === undefined ? null : lapsedAt(last);
  await sweep.set({ until: holds.size < SWEEP_LIMIT ? by : (lastAt ?? by) });
  return holds.size;
}

/** The race's settings document, for the tests. */
export const automaticMessagesRef = (marathonId: string) =>
  messageSettingsRef(marathonRef(marathonId));
