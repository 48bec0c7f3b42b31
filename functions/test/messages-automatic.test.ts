// A race's automatic messages through the API on the local stack (docs/messages.md, "Automatic
// messages"): only its organisers read and switch them; a code must be the race's; the reminder is
// written once when its time comes and mails each confirmed runner in their language; a runner whose
// unpaid hold lapsed a day ago hears that the place is still waiting, with the code, once, and not
// when they registered again.
import * as messages from '@run/contract/endpoints/messages';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import { sendStillWaiting, startDueReminders } from '../src/messages/messages.js';
import { expireDueHoldsEverywhere } from '../src/triggers/expire-holds.js';
import { applyTo, applyWith } from './actions.js';
import { createCode } from './coupon-actions.js';
import { api, createMarathon, eventually, expectRefused } from './helpers.js';
import { mailsTo } from './maildev.js';
import { listOf, mailsOf, messageDoc, sent } from './message-actions.js';
import { createPricedMarathon, holdRunsOut } from './pay.js';
import { adminDb } from './stored.js';
import { signUp, signUpVerified, type TestUser } from './users.js';

const DAY_MS = 86_400_000;

const getSettings = (id: string, who: TestUser) =>
  api.call(messages.getAutomaticMessages, { params: { id }, token: who.token });
const setSettings = (id: string, who: TestUser, body: Record<string, unknown>) =>
  api.call(messages.setAutomaticMessages, {
    params: { id },
    token: who.token,
    body: body as never,
  });

describe('automatic messages', () => {
  let owner: TestUser;
  let runner: TestUser;
  let id: string;

  beforeAll(async () => {
    owner = await signUpVerified('auto-owner');
    runner = await signUp('auto-runner');
    id = await createMarathon(owner, { capacity: 5 });
    expect((await applyWith(id, runner, { firstName: 'Ada' })).status).toBeLessThan(300);
  });

  it('lets only the race’s organisers read and switch them, with the race’s own code', async () => {
    expect((await getSettings(id, runner)).status).toBe(403);
    const valid = { reminderDaysBefore: 2, stillWaiting: false, stillWaitingCode: null };
    expect((await setSettings(id, runner, valid)).status).toBe(403);
    const off = await getSettings(id, owner);
    expect(off.body).toEqual({
      reminderDaysBefore: null,
      stillWaiting: false,
      stillWaitingCode: null,
      reminderAt: null,
    });
    const body = { reminderDaysBefore: 2, stillWaiting: true, stillWaitingCode: null };
    expectRefused(
      await setSettings(id, owner, { ...body, reminderDaysBefore: 0 }),
      'reminderDaysBefore',
    );
    expectRefused(await setSettings(id, owner, { ...body, stillWaiting: 'yes' }), 'stillWaiting');
    const unknown = await setSettings(id, owner, { ...body, stillWaitingCode: 'nope1' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error).toBe('This race has no code NOPE1. Create it under Codes first.');
    expect((await getSettings(id, owner)).body.stillWaiting).toBe(false);

    await createCode(id, owner, { code: 'BACK10' });
    const set = await setSettings(id, owner, { ...body, stillWaitingCode: 'back10' });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ reminderDaysBefore: 2, stillWaiting: true });
    expect(set.body.stillWaitingCode).toBe('BACK10');
    const stored = await adminDb().doc(`marathons/${id}`).get();
    const day = (stored.get('marathonStartDate') as Timestamp).toMillis();
    // Two days before the start: the race day's start time in its zone, less 48 hours.
    const at = Date.parse(String(set.body.reminderAt));
    expect(at).toBeGreaterThan(day - 3 * DAY_MS);
    expect(at).toBeLessThan(day - DAY_MS);
    expect((await getSettings(id, owner)).body).toEqual(set.body);
  });

  it('writes the reminder once when its time comes, mailing each confirmed runner', async () => {
    const settings = adminDb().doc(`marathons/${id}/messageSettings/automatic`);
    // Time passes: the race is tomorrow, so two days before its start has come (the schedule runs
    // this same sweep every minute and may get there first).
    const today = new Date();
    const tomorrow = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
    await adminDb()
      .doc(`marathons/${id}`)
      .update({ marathonStartDate: Timestamp.fromMillis(tomorrow) });
    await settings.update({ reminderAt: Timestamp.fromMillis(Date.now() - 1000) });
    await startDueReminders();
    const written = await eventually('the reminder', async () => {
      const listed = await listOf(id, owner);
      return listed.body.messages.find((m) => m.automatic);
    });
    expect(written).toMatchObject({ kind: 'service', channel: 'email', recipients: 1 });
    await sent(id, written.messageId);
    const mails = await mailsOf(written.messageId);
    expect(mails.map((m) => m.to)).toEqual([runner.email]);
    expect(mails[0]?.subject).toMatch(/ is coming: your race pass and start time$/u);
    expect(mails[0]?.text).toContain('See you at');
    expect(mails[0]?.text).toContain('Open your race pass: http');
    expect((await settings.get()).get('reminderAt')).toBeNull();
    await startDueReminders();
    const again = await listOf(id, owner);
    expect(again.body.messages.filter((m) => m.automatic)).toHaveLength(1);
    expect((await messageDoc(id, written.messageId).get()).get('template')).toBe('reminder');
  });

  it('tells a runner whose hold lapsed a day ago that the place is waiting, once, with the code', async () => {
    const priced = await createPricedMarathon(owner, { capacity: 5 });
    await createCode(priced, owner, { code: 'COMEBACK' });
    expect(
      (
        await setSettings(priced, owner, {
          reminderDaysBefore: null,
          stillWaiting: true,
          stillWaitingCode: 'COMEBACK',
        })
      ).status,
    ).toBe(200);
    const [lapsed, back] = await Promise.all([signUp('auto-lapsed'), signUp('auto-back')]);
    for (const who of [lapsed, back]) {
      await applyTo(priced, who);
      await holdRunsOut(priced, who.uid);
    }
    await expireDueHoldsEverywhere();
    // The holds lapsed a day ago; the sweep last read up to a minute before that.
    const dayAgo = Date.now() - DAY_MS;
    for (const who of [lapsed, back]) {
      await adminDb()
        .doc(`marathons/${priced}/lapsedHolds/${who.uid}`)
        .update({ expiredAt: Timestamp.fromMillis(dayAgo - 30_000) });
    }
    // `back` registered again before the day was over: no mail for them.
    expect((await applyTo(priced, back)).status).toBeLessThan(300);
    await adminDb()
      .doc('messageSweeps/stillWaiting')
      .set({ until: Timestamp.fromMillis(dayAgo - 60_000) });
    await sendStillWaiting();
    await sendStillWaiting();
    const caught = await eventually('the still-waiting mail', async () => {
      const all = await mailsTo(lapsed.email);
      const found = all.filter((m) => m.subject.endsWith('is still waiting'));
      return found.length > 0 ? found : undefined;
    });
    expect(caught).toHaveLength(1);
    expect(caught[0]?.text).toContain('The code COMEBACK takes money off your entry.');
    expect(caught[0]?.text).toContain(`/marathonRegister/${priced}`);
    const outbox = await adminDb().collection('mail').where('to', '==', back.email).get();
    expect(
      outbox.docs.filter((d) => String(d.get('message.subject')).endsWith('is still waiting')),
    ).toHaveLength(0);
  });
});
