// RUN's sender: every new `mail/{id}` is sent over SMTP (nodemailer) by a Firestore trigger. A failed
// send is recorded as RETRY with a backoff; a scheduled sweep takes due retries in production, and
// after every successful send the same sweep takes every waiting retry at once (the server is back),
// which is how the local stack and its tests see waiting mails go out without a scheduler.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { createTransport, type Transporter } from 'nodemailer';

import { dueDocuments } from '../lib/firestore.js';
import { mailOf } from '../store/mail-doc.js';
import { attempt, claim, MAIL_OUTBOX } from './delivery.js';
import { MAIL } from './outbox.js';
import {
  MAIL_FROM,
  retryBaseMs,
  SMTP_HOST,
  SMTP_PASSWORD,
  SMTP_PORT,
  SMTP_USER,
} from './params.js';

/** Mails one sweep takes; the next sweep takes the rest. */
const SWEEP_LIMIT = 50;

let transport: Transporter | undefined;

function smtp(): Transporter {
  if (transport === undefined) {
    const port = SMTP_PORT.value();
    const user = SMTP_USER.value();
    transport = createTransport({
      host: SMTP_HOST.value(),
      port,
      secure: port === 465,
      auth: user === '' ? undefined : { user, pass: SMTP_PASSWORD.value() },
      // A server that accepts the connection but never answers must fail the attempt, not hang it.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }
  return transport;
}

/** One attempt at one mail; true when it was sent by this call. */
export async function deliver(ref: DocumentReference): Promise<boolean> {
  const mail = await claim(ref, MAIL_OUTBOX);
  if (mail === null) return false;
  return attempt(
    ref,
    mail.attempts,
    async () =>
      (
        await smtp().sendMail({
          from: MAIL_FROM.value(),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
          headers: mail.headers,
          ...(mail.replyTo === null ? {} : { replyTo: mail.replyTo }),
        })
      ).messageId,
    retryBaseMs(),
  );
}

async function deliverAll(refs: DocumentReference[]): Promise<number> {
  let sent = 0;
  // One at a time: a server just back is not flooded, and one SMTP connection is reused.
  for (const ref of refs) if (await deliver(ref)) sent += 1;
  return sent;
}

/** Production's sweep: retries whose backoff is over, and mails whose sender's lease ran out. */
export async function sweepDue(now = Timestamp.now()): Promise<number> {
  return deliverAll(await dueDocuments(MAIL, 'delivery.nextAttemptTime', now, SWEEP_LIMIT));
}

/** After a successful send: every mail waiting for a retry goes now, without its backoff. */
export async function sweepWaiting(): Promise<number> {
  const waiting = await mailOf()
    .where('delivery.state', '==', 'RETRY')
    .limit(SWEEP_LIMIT)
    .select()
    .get();
  return deliverAll(waiting.docs.map((d) => d.ref));
}
