// Text messages through the API on the local stack (docs/messages.md, "Text messages"): a runner who
// consented and whose phone has its country code gets exactly one text in the stack's SMS catcher,
// even when the fan-out runs again; one without consent gets none; the preview counts who gets a
// text and the segments; a race's day of texts is capped.
import * as messages from '@run/contract/endpoints/messages';
import { beforeAll, describe, expect, it } from 'vitest';

import { applyWith } from './actions.js';
import { API, api, createMarathon, eventually } from './helpers.js';
import { mailsOf, messageDoc, preview, send, sent, SERVICE } from './message-actions.js';
import { adminDb } from './stored.js';
import { signUp, signUpVerified, type TestUser } from './users.js';

const OFFSET = Number(new URL(API).port) - 5000;
const CATCHER = process.env.SMS_CATCHER_URL ?? `http://127.0.0.1:${1090 + OFFSET}`;

interface CaughtText {
  to: string;
  from: string;
  body: string;
}

const textsTo = async (phone: string): Promise<CaughtText[]> => {
  const { texts } = (await (await fetch(`${CATCHER}/api/texts`)).json()) as {
    texts: CaughtText[];
  };
  return texts.filter((t) => t.to === phone);
};

/** A number of the UK's range for drama, unique to this run, as a runner types it and in E.164. */
const phoneNumber = () => {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { typed: `+44 (0) 7700 ${digits}`, e164: `+447700${digits}` };
};

const TEXT = { ...SERVICE, channel: 'sms' as const, body: 'Hello {firstName}, the start moved.' };

describe('text messages to a race’s runners', () => {
  let owner: TestUser;
  let id: string;
  const opted = phoneNumber();
  const silent = phoneNumber();

  const consent = (who: TestUser, race: string, smsOptIn: boolean) =>
    api.call(messages.setConsent, {
      params: { id: race, userId: who.uid },
      token: who.token,
      body: { smsOptIn },
    });

  /** A confirmed runner of `race` with `phone`, who consented to texts or not. */
  const runnerWith = async (race: string, phone: string, smsOptIn: boolean, firstName: string) => {
    const runner = await signUp('messages-sms');
    const res = await applyWith(race, runner, { phone, firstName });
    expect(res.status, res.text).toBeLessThan(300);
    if (smsOptIn) expect((await consent(runner, race, true)).status).toBe(200);
    return runner;
  };

  beforeAll(async () => {
    owner = await signUpVerified('messages-sms-owner');
    id = await createMarathon(owner, { capacity: 5 });
    await runnerWith(id, opted.typed, true, 'Tex');
    await runnerWith(id, silent.typed, false, 'Mo');
    // A national number is never guessed: consent alone gets no text.
    await runnerWith(id, '07700 900123', true, 'Nat');
  });

  it('counts who gets a text and the text’s segments in the preview', async () => {
    const res = await preview(id, owner, TEXT);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ recipients: 3, smsRecipients: 1 });
    expect(res.body.sample.smsSegments).toBe(1);
    const long = await preview(id, owner, { ...TEXT, body: 'Grüße ✓ '.repeat(20) });
    expect(long.body.sample.smsSegments).toBe(3);
  });

  it('texts a consenting runner exactly once, even when the fan-out runs again, and no one else', async () => {
    const res = await send(id, owner, TEXT);
    expect(res.status, res.text).toBe(201);
    const { messageId } = res.body;
    await sent(id, messageId);
    // The job runs again from its start (a retried event, a second worker): no second text.
    await messageDoc(id, messageId).update({ state: 'sending' });
    const lanes = await messageDoc(id, messageId).collection('lanes').get();
    await Promise.all(
      lanes.docs.map((lane) => lane.ref.update({ source: 0, cursor: null, done: false })),
    );
    await sent(id, messageId);
    const stored = await adminDb().collection('sms').where('messageId', '==', messageId).get();
    expect(stored.docs.map((d) => d.get('to'))).toEqual([opted.e164]);
    await eventually('the text delivered', async () =>
      stored.docs[0]?.ref
        .get()
        .then((d) => (d.get('delivery.state') === 'SUCCESS' ? true : undefined)),
    );
    const texts = await textsTo(opted.e164);
    expect(texts).toEqual([
      { ...texts[0], to: opted.e164, from: '+15005550006', body: 'Hello Tex, the start moved.' },
    ]);
    expect(await textsTo(silent.e164)).toEqual([]);
    // Sent as SMS only: nobody is mailed.
    expect(await mailsOf(messageId)).toEqual([]);
  });

  it('refuses texts beyond the race’s daily cap with a sentence, and sends nothing', async () => {
    const race = await createMarathon(owner, { capacity: 5 });
    const first = phoneNumber();
    const second = phoneNumber();
    await runnerWith(race, first.typed, true, 'Una');
    await runnerWith(race, second.typed, true, 'Duo');
    const day = new Date().toISOString().slice(0, 10);
    await adminDb().doc(`marathons/${race}/messageDays/${day}`).set({ count: 0, sms: 1999 });
    const refused = await send(race, owner, TEXT);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      'A race sends at most 2000 text messages a day. Try again tomorrow.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // By email the same people are no texts: the cap does not apply.
    const mailed = await send(race, owner, SERVICE);
    expect(mailed.status, mailed.text).toBe(201);
    const stored = await adminDb().doc(`marathons/${race}/messageDays/${day}`).get();
    expect(stored.data()).toEqual({ count: 1, sms: 1999 });
  });
});
