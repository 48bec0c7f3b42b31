// Messages to a race's people through the API on the local stack (docs/messages.md): who may send,
// the preview's count for several audiences, merge fields escaped and never read twice, each person
// mailed exactly once even when the fan-out runs again, marketing only to those who opted in,
// scheduling, cancelling and sending at the time, and the sixth message of a day refused.
import * as messages from '@run/contract/endpoints/messages';
import type { MessageInput } from '@run/contract/domain/messages';
import * as shifts from '@run/contract/endpoints/shifts';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import { applyTo, applyWith, joinWaitlistWith } from './actions.js';
import {
  api,
  createMarathon,
  eventually,
  expectRefused,
  registrationForm,
  shiftTimes,
} from './helpers.js';
import { checkIn } from './race-day-actions.js';
import { runScheduled } from './scheduled.js';
import { adminDb, storedRegistration } from './stored.js';
import { signUp, signUpVerified, type TestUser } from './users.js';
import { listOf, mailsOf, messageDoc, preview, send, sent, SERVICE } from './message-actions.js';

describe('messages to a race’s people', () => {
  let owner: TestUser;
  let id: string;
  let runners: TestUser[];
  let waiting: TestUser;
  let volunteer: TestUser;

  beforeAll(async () => {
    owner = await signUpVerified('messages-owner');
    id = await createMarathon(owner, { capacity: 3 });
    runners = await Promise.all([0, 1, 2].map(() => signUp('messages-runner')));
    // One runner's name holds markup and a merge field: mailed as written, never read as a field.
    const names = ['<b>{raceName}</b>', 'Bea', 'Cy'];
    for (const [i, runner] of runners.entries()) {
      const res = await applyWith(id, runner, { firstName: names[i] });
      expect(res.status, res.text).toBeLessThan(300);
    }
    waiting = await signUp('messages-waiting');
    expect((await joinWaitlistWith(id, waiting, {})).status).toBe(201);
    // A volunteer who also runs is one person; another volunteer is one more.
    volunteer = await signUp('messages-volunteer');
    const shift = await api.call(shifts.createShift, {
      params: { id },
      token: owner.token,
      body: { role: 'Course Marshals', name: 'Start corrals', ...shiftTimes(48, 4), capacity: 5 },
    });
    const form = {
      phone: '+1 555 0100',
      emergencyContact: 'Pat Doe, +1 555 0199',
      waiverAccepted: true as const,
    };
    for (const who of [volunteer, runners[1] as TestUser]) {
      const res = await api.call(shifts.signUpForShift, {
        params: { id, shiftId: shift.body.shiftId },
        token: who.token,
        body: form,
      });
      expect(res.status, res.text).toBe(201);
    }
    // One runner is checked in at the desk.
    const passId = String((await storedRegistration(id, runners[2]?.uid ?? '')).get('passId'));
    expect((await checkIn(id, owner, { passId })).status).toBe(200);
  });

  it('lets the race’s organisers only write, preview and list', async () => {
    const stranger = await signUp('messages-stranger');
    for (const who of [stranger, runners[0] as TestUser]) {
      expect((await send(id, who, SERVICE)).status).toBe(403);
      expect((await preview(id, who, SERVICE)).status).toBe(403);
      expect((await listOf(id, who)).status).toBe(403);
    }
    expect((await api.call(messages.listMessages, { params: { id } })).status).toBe(401);
  });

  it('counts each audience, each person once, and renders the first one’s sample', async () => {
    const count = async (audience: MessageInput['audience']) => {
      const res = await preview(id, owner, { ...SERVICE, audience });
      expect(res.status, res.text).toBe(200);
      return res.body.recipients;
    };
    expect(await count({ statuses: ['confirmed'] })).toBe(3);
    expect(await count({ statuses: ['waitlisted'] })).toBe(1);
    expect(await count({ statuses: ['volunteers'] })).toBe(2);
    expect(await count({ statuses: ['confirmed', 'volunteers'] })).toBe(4);
    expect(await count({ statuses: ['confirmed', 'waitlisted', 'volunteers'] })).toBe(5);
    expect(await count({ statuses: ['confirmed'], checkedIn: true })).toBe(1);
    expect(await count({ statuses: ['confirmed'], checkedIn: false })).toBe(2);
    expect(await count({ statuses: ['pending_payment'] })).toBe(0);
    expect(await count({ statuses: ['confirmed'], distanceIds: ['no-such-distance'] })).toBe(0);
    // Marketing reaches only those who opted in: nobody has yet.
    const marketing = await preview(id, owner, { ...SERVICE, kind: 'marketing' });
    expect(marketing.body.recipients).toBe(0);

    const sample = await preview(id, owner, { ...SERVICE, audience: { statuses: ['waitlisted'] } });
    expect(sample.body.sample.subject).toMatch(/^Start moved for Test Marathon /u);
    expect(sample.body.sample.body).toMatch(/^Hello Ada,\n\nThe start is now .+\. Your bib: \.$/u);
    expect(sample.body.sample.smsSegments).toBeGreaterThan(0);
  });

  it('refuses bad bodies naming the field, and a time past', async () => {
    const unknown = await preview(id, owner, { ...SERVICE, body: 'Hi {name}' });
    expectRefused(unknown, 'body');
    expect(JSON.stringify(unknown.body)).toContain('Unknown merge field {name}');
    const noGroup = await send(id, owner, { ...SERVICE, audience: { statuses: [] } });
    expectRefused(noGroup, 'audience.statuses');
    const empty = await send(id, owner, { ...SERVICE, subject: ' ' });
    expectRefused(empty, 'subject');
    expect(JSON.stringify(empty.body)).toContain('Subject is required');
    const past = await send(id, owner, {
      ...SERVICE,
      sendAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(past.status).toBe(409);
    expect(past.body.error).toBe('Choose a time to come, or send it now.');
  });

  it('mails each person once, escaped, even when the fan-out runs again', async () => {
    const res = await send(id, owner, {
      ...SERVICE,
      audience: { statuses: ['confirmed', 'volunteers'] },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.recipients).toBe(4);
    const { messageId } = res.body;
    await sent(id, messageId);
    const mails = await mailsOf(messageId);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [...runners.map((r) => r.email), volunteer.email].sort(),
    );
    const marked = mails.find((m) => m.to === runners[0]?.email);
    expect(marked?.text).toContain('Hello <b>{raceName}</b>,');
    expect(marked?.html).toContain('Hello &lt;b&gt;{raceName}&lt;/b&gt;,');
    expect(marked?.html).not.toContain('<b>{raceName}</b>');

    // The job runs again from its start (a retried event, a second worker): nobody is mailed twice.
    await messageDoc(id, messageId).update({ state: 'sending' });
    const lanes = await messageDoc(id, messageId).collection('lanes').get();
    expect(lanes.size).toBe(8);
    await Promise.all(
      lanes.docs.map((lane) => lane.ref.update({ source: 0, cursor: null, done: false })),
    );
    await sent(id, messageId);
    expect(await mailsOf(messageId)).toHaveLength(4);

    const listed = await listOf(id, owner);
    const row = listed.body.messages.find((m) => m.messageId === messageId);
    expect(row).toMatchObject({ state: 'sent', recipients: 4, channel: 'email', kind: 'service' });
    await eventually('the message’s mails to be delivered', async () => {
      const again = await listOf(id, owner);
      const counted = again.body.messages.find((m) => m.messageId === messageId);
      return counted?.delivered === 4 ? true : undefined;
    });
  });

  it('sends marketing only to runners who opted in; a runner changes their own consent only', async () => {
    const consent = (
      who: TestUser,
      userId: string,
      body: { marketingOptIn?: boolean; smsOptIn?: boolean },
    ) => api.call(messages.setConsent, { params: { id, userId }, token: who.token, body });
    const opted = runners[1] as TestUser;
    expect(
      (await consent(runners[0] as TestUser, opted.uid, { marketingOptIn: true })).status,
    ).toBe(403);
    expectRefused(await consent(opted, opted.uid, {}), '_');
    const given = await consent(opted, opted.uid, { marketingOptIn: true });
    expect(given.status, given.text).toBe(200);
    expect(given.body).toEqual({ smsOptIn: false, marketingOptIn: true });
    expect((await storedRegistration(id, opted.uid)).get('consentAt')).toBeTruthy();
    expect((await consent(waiting, waiting.uid, { marketingOptIn: true })).status).toBe(404);

    const news = await send(id, owner, {
      ...SERVICE,
      kind: 'marketing',
      audience: { statuses: ['confirmed', 'waitlisted', 'volunteers'] },
    });
    expect(news.status, news.text).toBe(201);
    expect(news.body.recipients).toBe(1);
    await sent(id, news.body.messageId);
    expect((await mailsOf(news.body.messageId)).map((m) => m.to)).toEqual([opted.email]);
  });

  it('schedules, cancels, and sends a scheduled message at its time', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await send(id, owner, { ...SERVICE, sendAt: later });
    expect(scheduled.status, scheduled.text).toBe(201);
    const cancel = () =>
      api.call(messages.cancelMessage, {
        params: { id, messageId: scheduled.body.messageId },
        token: owner.token,
      });
    expect((await cancel()).body).toEqual({ deletedCount: 1 });
    const again = await cancel();
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      'This message is no longer scheduled: it has been sent or cancelled.',
    );
    expect(await mailsOf(scheduled.body.messageId)).toHaveLength(0);

    const timed = await send(id, owner, {
      ...SERVICE,
      audience: { statuses: ['waitlisted'] },
      sendAt: later,
    });
    const row = (await listOf(id, owner)).body.messages.find(
      (m) => m.messageId === timed.body.messageId,
    );
    expect(row).toMatchObject({ state: 'scheduled', sendAt: later });
    // Its time comes (the server has no test clock): the schedule's sweep starts it.
    await messageDoc(id, timed.body.messageId).update({
      waitingUntil: Timestamp.fromMillis(Date.now() - 1000),
    });
    await runScheduled('messageSweep');
    await sent(id, timed.body.messageId);
    expect((await mailsOf(timed.body.messageId)).map((m) => m.to)).toEqual([waiting.email]);
  });

  it('refuses the sixth message of a race’s day with a sentence, and sends nothing', async () => {
    const race = await createMarathon(owner);
    const runner = await signUp('messages-daily');
    expect((await applyTo(race, runner, registrationForm(runner.email))).status).toBeLessThan(300);
    const answers = await Promise.all(Array.from({ length: 7 }, () => send(race, owner, SERVICE)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body.error).toBe(
      'A race sends at most 5 messages a day. Try again tomorrow.',
    );
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await adminDb().collection(`marathons/${race}/messages`).count().get();
    expect(stored.data().count).toBe(5);
  });
});
