// The stack's MailDev, read through its REST API (GET /email), and the stack's test hook that pauses
// it: SIGSTOP freezes the mail server (connections open but it never answers, so every send times
// out as with a server that is down), SIGCONT brings it back with the mails it already holds.
import fs from 'node:fs';
import path from 'node:path';

import { Timestamp } from 'firebase-admin/firestore';
import jsqrModule from 'jsqr';
import { PNG } from 'pngjs';
import { expect } from 'vitest';

import { API, eventually } from './helpers.js';
import { adminDb } from './stored.js';

// jsqr is CommonJS with `exports.default`: TypeScript (NodeNext) types the default import as that
// exports object, while vitest's loader hands over the function itself.
const jsQR = typeof jsqrModule === 'function' ? jsqrModule : jsqrModule.default;

/** The stack's offset, from the API's port (Hosting is 5000 + offset). */
const OFFSET = Number(new URL(API).port) - 5000;
export const MAILDEV = process.env.MAILDEV_URL ?? `http://127.0.0.1:${1080 + OFFSET}`;
const PID_FILE = path.resolve(import.meta.dirname, '..', '..', '.run', `maildev-${OFFSET}.pid`);

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: Array<{ address: string }>;
  html: string;
  attachments?: Array<{ generatedFileName: string; contentType: string; contentId?: string }>;
}

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${MAILDEV}/email`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

export async function attachmentBytes(mail: CaughtMail, fileName: string): Promise<Buffer> {
  const res = await fetch(`${MAILDEV}/email/${mail.id}/attachment/${fileName}`);
  if (!res.ok) throw new Error(`attachment: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

export async function attachment(mail: CaughtMail, fileName: string): Promise<string> {
  return (await attachmentBytes(mail, fileName)).toString('utf8');
}

/** The text of the QR code in a PNG attachment (the bib mail's race pass). */
export async function qrText(mail: CaughtMail, fileName: string): Promise<string | undefined> {
  const png = PNG.sync.read(await attachmentBytes(mail, fileName));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** The outbox's documents addressed to `address`, with their delivery state. */
export async function outboxTo(
  address: string,
): Promise<Array<{ subject: string; state: string }>> {
  const snap = await adminDb().collection('mail').where('to', '==', address).get();
  return snap.docs.map((d) => ({
    subject: String(d.get('message.subject')),
    state: String(d.get('delivery.state')),
  }));
}

/**
 * Waits until every outbox mail to `address` is delivered (and there are `count`), then returns what
 * MailDev caught for it: after SUCCESS nothing can send it again, so the inbox count is final.
 */
export async function deliveredTo(address: string, count: number): Promise<CaughtMail[]> {
  await eventually(`${count} delivered mails to ${address}`, async () => {
    const docs = await outboxTo(address);
    return docs.length === count && docs.every((d) => d.state === 'SUCCESS') ? true : undefined;
  });
  // MailDev answers the sender's last SMTP step before it stores the mail, so its list can lag
  // the outbox's SUCCESS by a moment.
  return eventually(`MailDev holding the ${count} mails to ${address}`, async () => {
    const caught = await mailsTo(address);
    return caught.length === count ? caught : undefined;
  });
}

function signalMailDev(signal: NodeJS.Signals): void {
  const pid = Number(fs.readFileSync(PID_FILE, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no MailDev pid in ${PID_FILE}`);
  process.kill(pid, signal);
}

export const pauseMailDev = () => signalMailDev('SIGSTOP');
export const resumeMailDev = () => signalMailDev('SIGCONT');

/**
 * What ten minutes look like to the server: the race's waiting change mail (mail/fan-out.ts) and the
 * marathon's note of it are moved into the past, as the clock would, and the job's write starts it.
 * Tests do not wait ten minutes and the server has no test clock (as for an offer's lapse).
 */
export async function raceMailDue(marathonId: string): Promise<void> {
  const past = Timestamp.fromMillis(Date.now() - 1000);
  const marathon = adminDb().collection('marathons').doc(marathonId);
  if ((await marathon.get()).exists) await marathon.update({ raceMailDueAt: past });
  const jobs = await adminDb()
    .collection('mailJobs')
    .where('marathonId', '==', marathonId)
    .where('kind', '==', 'changed')
    .get();
  await Promise.all(jobs.docs.map((job) => job.ref.update({ waitingUntil: past })));
}

/** The outbox's mails to `address` once each is SUCCESS or SUPPRESSED (and there are `count`). */
export async function settledTo(
  address: string,
  count: number,
): Promise<Array<{ subject: string; state: string }>> {
  return eventually(`${count} settled mails to ${address}`, async () => {
    const docs = await outboxTo(address);
    const settled = docs.every((d) => d.state === 'SUCCESS' || d.state === 'SUPPRESSED');
    return docs.length === count && settled ? docs : undefined;
  });
}

/** Waits until every mail job of the race has run to its end (all its mails are in the outbox). */
export async function raceMailsDone(marathonId: string): Promise<void> {
  await eventually(`the mail jobs of ${marathonId} to finish`, async () => {
    const jobs = await adminDb().collection('mailJobs').where('marathonId', '==', marathonId).get();
    return !jobs.empty && jobs.docs.every((j) => j.get('done') === true) ? true : undefined;
  });
}

/** The "Race details changed" mails each runner got: exactly `count` (one by default), each with `text`. */
export async function expectChangeMails(
  runners: ReadonlyArray<{ email: string }>,
  text: string,
  count = 1,
): Promise<void> {
  for (const r of runners) {
    // The registration's confirmation, then the change mails.
    const mails = await deliveredTo(r.email, 1 + count);
    const changed = mails.filter((m) => m.subject.startsWith('Race details changed'));
    expect(changed).toHaveLength(count);
    for (const mail of changed) expect(mail.text).toContain(text);
  }
}
