// A message to a race's people (docs/messages.md, "Delivery"): a race of `recipients` confirmed
// registrations (seeded as the API stores them, with uids as Firebase Auth makes them, so each lane
// of the fan-out takes its share), its organiser sends a service message through the API, and the
// fan-out (the stack's trigger, a lane's page per write) queues one mail each. Measured: the time
// from the request until the last mail is in the outbox (budget 60 s), the mails (each recipient
// exactly once), and the busiest document's writes a second, sustained (at most one). The mails then
// leave at the mail server's pace, which is not this section's figure.
import type { Firestore } from 'firebase-admin/firestore';

import { createMessage } from '@run/contract/endpoints/messages';

import { COLLECTIONS } from '../../functions/src/store/collections.js';
import { openAdmin } from '../support/admin.js';
import { timedCall } from '../support/api.js';
import { organiserWithRace } from '../support/section-race.js';
import {
  busiestDocuments,
  busiestSustained,
  resetStats,
  LONG_QUIET_MS,
  SUSTAINED_S,
  waitUntilQuiet,
} from '../support/firestore-stats.js';
import { firebaseUid } from '../support/race-day-runners.js';
import { emptyResult, type Section, type SectionTarget } from '../support/report.js';
import { seedRegistrations } from '../support/seed.js';
import { round } from '../support/stats.js';

export interface MessagesOptions extends SectionTarget {
  /** Confirmed registrations of the race, each a recipient. */
  recipients: number;
}

/** docs/budgets.md: a message to 30,000 is in the outbox within this. */
const QUEUED_BUDGET_S = 60;
/** Gives up waiting for the outbox after this (reported as a miss, never hangs the run). */
const GIVE_UP_S = 300;

/** The outbox's mails of message `messageId`, counted by the server. */
const mailsOf = async (db: Firestore, messageId: string) =>
  (await db.collection(COLLECTIONS.mail).where('messageId', '==', messageId).count().get()).data()
    .count;

/** Seconds from `started` until `count` mails of the message are queued, or null after GIVE_UP_S. */
async function queued(
  db: Firestore,
  messageId: string,
  count: number,
  started: number,
): Promise<{ seconds: number | null; mails: number }> {
  let mails = 0;
  while (performance.now() - started < GIVE_UP_S * 1000) {
    mails = await mailsOf(db, messageId);
    if (mails >= count) return { seconds: round((performance.now() - started) / 1000, 1), mails };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { seconds: null, mails };
}

export const runMessages: Section<MessagesOptions> = async (options, progress) => {
  const result = emptyResult();
  const { organiser: creator, marathonId } = await organiserWithRace(
    options,
    'messages',
    `Bench messages ${options.tag}`,
  );
  const admin = openAdmin(options.firestoreHost);
  try {
    progress(`  [${options.target}] seeding ${options.recipients} confirmed registrations...`);
    const uids = Array.from({ length: options.recipients }, firebaseUid);
    await seedRegistrations(
      admin.db,
      marathonId,
      options.recipients,
      {
        prefix: `${options.tag}-msg`,
        uid: (i) => uids[i] ?? firebaseUid(),
        fields: (i) => ({
          status: 'confirmed',
          accountEmail: `${uids[i] ?? ''}@bench.run.test`,
          language: 'en',
        }),
      },
      progress,
    );
    // The seeded registrations' trail triggers run for minutes; their writes are not the message's.
    const waited = await waitUntilQuiet(options.firestoreHost, 3_000, LONG_QUIET_MS);
    progress(`  the stack is idle (waited ${waited} s for its triggers)`);
    await resetStats(options.firestoreHost);
    progress(`  [${options.target}] a message to ${options.recipients} people...`);
    const started = performance.now();
    const sent = await timedCall(options.apiUrl, createMessage, {
      params: { id: marathonId },
      token: creator.idToken,
      body: {
        subject: 'Start moved for {raceName}',
        body: 'Hello {firstName},\n\nThe start is now {startTime}. Your bib: {bib}.',
        channel: 'email',
        kind: 'service',
        audience: { statuses: ['confirmed'] },
      },
    });
    const { messageId, recipients } = JSON.parse(sent.body || '{}') as {
      messageId?: string;
      recipients?: number;
    };
    if (sent.status !== 201 || messageId === undefined) {
      throw new Error(`the message was refused: ${sent.status} ${sent.body.slice(0, 300)}`);
    }
    const outbox = await queued(admin.db, messageId, options.recipients, started);
    const busiest = busiestSustained((await busiestDocuments(options.firestoreHost, 200)) ?? []);
    result.figures = {
      target: options.target,
      recipients: options.recipients,
      answered: recipients,
      requestMs: round(sent.ms, 1),
      queuedSeconds: outbox.seconds,
      mails: outbox.mails,
      busiest,
    };
    result.tables.push({
      title: `A message to ${options.recipients.toLocaleString('en-US')} people via ${options.target}`,
      header: [
        'recipients (201)',
        'request ms',
        'mails queued',
        'queued s',
        `busiest doc writes/s over ${SUSTAINED_S} s`,
      ],
      rows: [
        [
          recipients ?? '-',
          round(sent.ms, 1),
          outbox.mails,
          outbox.seconds ?? `> ${GIVE_UP_S}`,
          busiest ? `${busiest.rate} (${busiest.path.split('/').slice(-3).join('/')})` : '-',
        ],
      ],
      note: `POST /marathon/{id}/messages, then the outbox's mails of the message counted every 250 ms until all are there; the fan-out runs in the stack's functions emulator (8 lanes, a page of 200 per write). The busiest document: of the 200 the local server saw written most in any one second, the highest rate over ${SUSTAINED_S} seconds in a row.`,
    });
    result.budgets.push({
      budget: `Messages: ${options.recipients.toLocaleString('en-US')} recipients queued within ${QUEUED_BUDGET_S} s, each once`,
      limit: `${QUEUED_BUDGET_S} s, ${options.recipients} mails`,
      actual: `${outbox.seconds ?? `> ${GIVE_UP_S}`} s, ${outbox.mails} mails`,
      pass:
        outbox.seconds !== null &&
        outbox.seconds <= QUEUED_BUDGET_S &&
        outbox.mails === options.recipients &&
        recipients === options.recipients,
    });
    if (busiest !== null) {
      result.budgets.push({
        budget: 'Messages: no document written more than once a second sustained',
        limit: `the busiest document at most 1 write a second over any ${SUSTAINED_S} s`,
        actual: `${busiest.rate} a second (${busiest.path})`,
        pass: busiest.rate <= 1,
      });
    }
    return result;
  } finally {
    await admin.close();
  }
};
