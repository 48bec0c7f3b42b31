// What the transfer tests do again and again: a race that allows transfers, offering a place, reading
// the mailed link's token, accepting it.
import * as transfers from '@run/contract/endpoints/transfers';

import { api, createMarathon, registrationForm } from './helpers.js';
import { adminDb } from './stored.js';
import { type TestUser } from './users.js';
import { deliveredTo } from './maildev.js';

/** A race allowing transfers until `untilDays` days before it (14 by default), free unless `fee`. */
export function transferRace(
  owner: TestUser,
  more: Record<string, unknown> = {},
  transfersSettings: { enabled?: boolean; untilDays?: number; fee?: number } = {},
) {
  return createMarathon(owner, {
    transfers: { enabled: true, untilDays: 14, fee: 0, ...transfersSettings },
    ...more,
  });
}

/** The race's shard counts (`[shard, count, free]`), to show a transfer leaves them as they were. */
export const counters = async (id: string) =>
  (await adminDb().collection(`marathons/${id}/registrationCounters`).get()).docs.map((d) => [
    d.id,
    d.get('count'),
    d.get('free'),
  ]);

export function offer(id: string, sender: TestUser, email: string) {
  return api.call(transfers.startTransfer, {
    params: { id, userId: sender.uid },
    token: sender.token,
    body: { email },
  });
}

export function cancelOffer(id: string, sender: TestUser) {
  return api.call(transfers.cancelTransfer, {
    params: { id, userId: sender.uid },
    token: sender.token,
  });
}

/** The token of the `nth` (1-based) transfer link mailed to `email`, read from MailDev. */
export async function mailedToken(email: string, nth = 1): Promise<string> {
  const mails = await deliveredTo(email, nth);
  const texts = mails.map((m) => m.text).filter((t) => t.includes('/transfer/'));
  const token = /\/transfer\/[^?\s]+\?token=([A-Za-z0-9_-]+)/u.exec(texts.at(-1) ?? '')?.[1];
  if (token === undefined) throw new Error(`no transfer link mailed to ${email}`);
  return token;
}

/**
 * The tokens of every transfer link of race `id` queued to `email`, read from the outbox (written in
 * the offer's own transaction), without waiting for MailDev to deliver them.
 */
export async function queuedTokens(id: string, email: string): Promise<string[]> {
  const mails = await adminDb()
    .collection('mail')
    .where('to', '==', email)
    .where('marathonId', '==', id)
    .get();
  const link = /\/transfer\/[^?\s]+\?token=([A-Za-z0-9_-]+)/u;
  return mails.docs.flatMap((m) => link.exec(String(m.get('message.text') ?? ''))?.[1] ?? []);
}

export function viewTransfer(id: string, user: TestUser, token: string) {
  return api.call(transfers.transferOf, { params: { id, token }, token: user.token });
}

/** `user` accepts with the usual form, changed by `changes`. */
export function accept(
  id: string,
  user: TestUser,
  token: string,
  changes: Record<string, unknown> = {},
) {
  return api.call(transfers.acceptTransfer, {
    params: { id },
    token: user.token,
    body: { token, ...registrationForm(user.email, { firstName: 'Bea', ...changes }) },
  });
}
