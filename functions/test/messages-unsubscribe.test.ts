// News and its unsubscribe through the API on the local stack (docs/messages.md, "Unsubscribe"): a
// news mail reaches only runners who opted in, carries the page's link and RFC 8058's headers over
// SMTP, and replies go to the organiser; a mail client's one-click POST (form-encoded, no sign-in) or
// the page's JSON POST takes effect for the organiser's next news and not for a service message; a
// token that was not signed by the API changes nothing.
import * as messages from '@run/contract/endpoints/messages';
import type { MessageInput } from '@run/contract/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';

import { applyWith } from './actions.js';
import { api, API, createMarathon, eventually, expectRefused } from './helpers.js';
import { mailsTo, type CaughtMail } from './maildev.js';
import { adminDb } from './stored.js';
import { signUp, signUpVerified, type TestUser } from './users.js';
import { mailsOf, preview, send, sent, SERVICE } from './message-actions.js';

const NEWS: MessageInput = {
  ...SERVICE,
  subject: 'Next year’s dates for {raceName}',
  body: 'Hello {firstName},\n\nEntries for next year open in March.',
  kind: 'marketing',
};

/** Sends a message and waits until its fan-out has reached its end; answers its id and count. */
async function sendAll(id: string, owner: TestUser, body: MessageInput) {
  const res = await send(id, owner, body);
  expect(res.status, res.text).toBe(201);
  await sent(id, res.body.messageId);
  return res.body;
}

const recipientsOf = async (messageId: string) =>
  (await mailsOf(messageId)).map((m) => m.to).sort();

type Caught = CaughtMail & { headers?: Record<string, string> };

/** The first news mail MailDev caught for `address` (it lists a mail a moment after sending it). */
const newsTo = (address: string) =>
  eventually(`a news mail to ${address} in MailDev`, async () =>
    ((await mailsTo(address)) as Caught[]).find((m) => m.subject.startsWith('Next year’s dates')),
  );

/** The URL of a caught news mail's one-click header, `<.../api/unsubscribe/{token}>`. */
function oneClickOf(mail: Caught): string {
  const header = mail.headers?.['list-unsubscribe'] ?? '';
  const url = /^<(.+)>$/u.exec(header)?.[1];
  if (url === undefined) throw new Error(`no List-Unsubscribe header: ${header}`);
  return url;
}

describe('news and its one-click unsubscribe', () => {
  let owner: TestUser;
  let id: string;
  let title: string;
  let [asked, alsoAsked, never]: TestUser[] = [];

  beforeAll(async () => {
    owner = await signUpVerified('news-owner');
    id = await createMarathon(owner, { capacity: 5 });
    title = String((await adminDb().doc(`marathons/${id}`).get()).get('title'));
    [asked, alsoAsked, never] = await Promise.all([0, 1, 2].map(() => signUp('news-runner')));
    for (const runner of [asked, alsoAsked, never] as TestUser[]) {
      const res = await applyWith(id, runner, {});
      expect(res.status, res.text).toBeLessThan(300);
    }
    for (const runner of [asked, alsoAsked] as TestUser[]) {
      const res = await api.call(messages.setConsent, {
        params: { id, userId: runner.uid },
        token: runner.token,
        body: { marketingOptIn: true },
      });
      expect(res.status, res.text).toBe(200);
    }
  });

  it('mails news only to those who asked, with the link, the one-click headers and the organiser as reply-to', async () => {
    const first = await sendAll(id, owner, NEWS);
    expect(first.recipients).toBe(2);
    expect(await recipientsOf(first.messageId)).toEqual(
      [asked?.email, alsoAsked?.email].map(String).sort(),
    );
    const mail = await newsTo(String(asked?.email));
    expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['reply-to']).toContain(owner.email);
    const oneClick = oneClickOf(mail);
    const token = oneClick.split('/').pop() ?? '';
    expect(oneClick).toMatch(/\/api\/unsubscribe\/[A-Za-z0-9.]+$/u);
    expect(mail.text).toContain(`/unsubscribe?token=${token}`);
    expect(mail.text).toContain('Unsubscribe from these organisers’ news');
    // The token names no address.
    expect(token).not.toContain(String(asked?.email).split('@')[0]);
  });

  it('refuses a token the API did not sign, and stores nothing', async () => {
    const forged = `${owner.uid}.${id}.${'0'.repeat(32)}.${'1'.repeat(32)}`;
    for (const token of [forged, 'not-a-token', `${forged}.extra`]) {
      const res = await api.call(messages.unsubscribe, { body: { token } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        'This unsubscribe link is not valid. Use the link in the latest mail.',
      );
    }
    expectRefused(await api.call(messages.unsubscribe, { body: {} }), 'token');
    const stored = await adminDb().collection('newsOptOuts').where('marathonId', '==', id).get();
    expect(stored.size).toBe(0);
  });

  it('takes a mail client’s one-click at once for the next news, not for a service message', async () => {
    const oneClick = oneClickOf(await newsTo(String(asked?.email)));
    // As a mail client posts it (RFC 8058): form-encoded, no cookie, no token but the link's own.
    const res = await fetch(oneClick.replace(/^https?:\/\/[^/]+\/api/u, API), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ raceTitle: title });
    // A second click changes nothing and answers the same.
    const again = await fetch(oneClick.replace(/^https?:\/\/[^/]+\/api/u, API), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);

    expect((await preview(id, owner, NEWS)).body.recipients).toBe(1);
    const next = await sendAll(id, owner, NEWS);
    expect(await recipientsOf(next.messageId)).toEqual([String(alsoAsked?.email)]);
    const service = await sendAll(id, owner, SERVICE);
    expect(await recipientsOf(service.messageId)).toEqual(
      [asked, alsoAsked, never].map((r) => String(r?.email)).sort(),
    );
  });

  it('takes the page’s JSON POST without sign-in, as the mail’s link does', async () => {
    const news = await newsTo(String(alsoAsked?.email));
    const token = /\/unsubscribe\?token=([A-Za-z0-9.]+)/u.exec(news.text)?.[1] ?? '';
    const res = await api.call(messages.unsubscribe, { body: { token } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ raceTitle: title });
    expect((await preview(id, owner, NEWS)).body.recipients).toBe(0);
  });
});
