// What comes in is bounded (docs/api.md, docs/race-day.md): answers are text like every text field, an
// error body names at most 20 fields however many are wrong, a check-in's scan time lies between the
// runner's confirmation and now, a date of birth is not before 1900, a withdrawn runner's bib is free again, and the
// race's calendar file folds its lines at 75 octets.
import * as marathons from '@run/contract/endpoints/marathons';
import * as raceDay from '@run/contract/endpoints/race-day';
import { describe, expect, it } from 'vitest';

import { api, createMarathon, expectRefused } from './helpers.js';
import { storedRegistration } from './stored.js';
import { accounts, signUp } from './users.js';
import { applyTo, applyWith, withdraw } from './actions.js';

const [owner] = accounts('bounds-owner');

describe('answers to a race’s questions', () => {
  it.each([
    ['a NUL', 'Club\u0000X'],
    ['an escape sequence', '\u001b[31mRed'],
    ['a line break', 'Club\nX'],
  ])('refuse %s with 400 naming answers.<id>, storing nothing', async (_what, answer) => {
    const id = await createMarathon(owner, { questions: [{ label: 'Club', type: 'text' }] });
    const runner = await signUp('answering');
    const res = await applyWith(id, runner, { answers: { club: answer } });
    expectRefused(res, 'answers.club');
    expect((await storedRegistration(id, runner.uid)).exists).toBe(false);
  });

  it('10,000 unknown answers get a small error body naming 20 of them', async () => {
    const id = await createMarathon(owner, { questions: [{ label: 'Club', type: 'text' }] });
    const runner = await signUp('flooding');
    const answers = Object.fromEntries(
      Array.from({ length: 10_000 }, (_, i) => [i.toString(36), 1]),
    );
    const res = await applyWith(id, runner, { answers });
    // Under the 100 KB body limit, as in the review's 90 KB request.
    expect(JSON.stringify(answers).length).toBeLessThan(90_000);
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveLength(20);
    expect(res.body.error).toMatch(/first 20 of 10000/u);
    expect(res.text.length).toBeLessThan(4000);
  });
});

describe('a date of birth', () => {
  it('before 1900-01-01 is refused with 400; 1900-01-01 is taken', async () => {
    const id = await createMarathon(owner);
    const early = await signUp('born-1800');
    expectRefused(await applyWith(id, early, { dateOfBirth: '1800-06-01' }), 'dateOfBirth');
    expectRefused(await applyWith(id, early, { dateOfBirth: '1899-12-31' }), 'dateOfBirth');
    expect((await applyWith(id, early, { dateOfBirth: '1900-01-01' })).status).toBe(200);
  });
});

describe('a check-in’s scan time', () => {
  it.each([
    ['year 1', '0001-01-01T00:00:00Z'],
    ['before 1970', '1969-12-31T23:59:59Z'],
    ['a minute before the runner registered', -60_000],
    ['an hour ahead of the server’s clock', 3_600_000],
  ])('of %s is refused with 400, checking nobody in', async (_what, when) => {
    const id = await createMarathon(owner, {}, 'tomorrow');
    const runner = await signUp('backdated');
    const registered = Date.now();
    expect((await applyTo(id, runner)).status).toBe(200);
    const scannedAt = typeof when === 'string' ? when : new Date(registered + when).toISOString();
    const res = await api.call(raceDay.checkIn, {
      params: { id },
      token: owner.token,
      body: { userId: runner.uid, scannedAt },
    });
    expectRefused(res, 'scannedAt');
    expect(res.body.error).toMatch(/clock is wrong/u);
    expect((await storedRegistration(id, runner.uid)).get('checkedInAt')).toBeUndefined();
  });
});

describe('a withdrawal', () => {
  it('frees the runner’s bib: another runner, or the same one again, may be given it', async () => {
    const id = await createMarathon(owner, {
      distances: [{ name: '10K', runningDistance: '10 KM', bibFrom: 1, bibTo: 100 }],
    });
    const [first, second] = [await signUp('first-bib'), await signUp('second-bib')];
    for (const r of [first, second]) expect((await applyTo(id, r)).status).toBe(200);
    const give = (userId: string) =>
      api.call(raceDay.setBib, {
        params: { id, userId },
        token: owner.token,
        body: { bib: 58 },
      });
    expect((await give(first.uid)).status).toBe(200);
    expect((await withdraw(id, first)).status).toBe(200);
    expect((await give(second.uid)).status).toBe(200);
    expect(
      (
        await api.call(raceDay.setBib, {
          params: { id, userId: second.uid },
          token: owner.token,
          body: { bib: null },
        })
      ).status,
    ).toBe(200);
    expect((await applyTo(id, first)).status).toBe(200);
    expect((await give(first.uid)).status).toBe(200);
  });
});

describe('the race’s calendar file', () => {
  it('folds every line at 75 octets, also for a title in another script', async () => {
    const title = 'ঢাকা আন্তর্জাতিক ম্যারাথন 🏃 নদীর ধারে সকালের দৌড়';
    const id = await createMarathon(owner, { title });
    const res = await api.call(marathons.marathonCalendar, { params: { id } });
    expect(res.status).toBe(200);
    const lines = res.text.split('\r\n');
    expect(lines.filter((l) => Buffer.byteLength(l, 'utf8') > 75)).toEqual([]);
    expect(res.text.replace(/\r\n[ \t]/gu, '')).toContain(`SUMMARY:${title}`);
  });
});
