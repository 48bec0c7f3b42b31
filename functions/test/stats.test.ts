// A race's statistics (docs/race-day.md): after a scripted history every figure equals what
// Firestore holds, and only the organiser and co-organisers may read them.
import * as marathons from '@run/contract/endpoints/marathons';
import * as raceDay from '@run/contract/endpoints/race-day';
import * as waitlist from '@run/contract/endpoints/waitlist';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { api, createMarathon, eventually, registrationForm } from './helpers.js';
import { adminDb } from './stored.js';
import { accounts, signUpMany } from './users.js';
import { applyTo, withdraw, applyWith } from './actions.js';
import { editableOf } from './marathon-actions.js';
import { runScript } from './hand-made.js';

const [owner] = accounts('owner');
const DAY_MS = 86_400_000;

describe('race statistics', () => {
  it('equal what Firestore holds after registrations over several days, withdrawals, offers, check-ins, answers and a failed mail', async () => {
    const now = Date.now();
    const id = await createMarathon(owner, {
      startRegistrationDate: new Date(now - 5 * DAY_MS).toISOString(),
      distances: [
        { name: 'Half', runningDistance: '21.1 km', capacity: 3 },
        { name: '5K', runningDistance: '5 km' },
      ],
      questions: [{ label: 'Size', type: 'choice', options: ['S', 'M', 'L'], required: true }],
    });
    const race = (await api.call(marathons.getMarathon, { params: { id }, token: owner.token }))
      .body;
    const [half, fiveK] = race.distances;
    const size = race.questions?.[0]?.id ?? '';
    if (!half || !fiveK) throw new Error('distances');
    const ref = adminDb().collection('marathons').doc(id);

    // Two registrations made on earlier days (as an import would write them, counter raised).
    for (const [uid, daysAgo] of [
      ['earlier-1', 3],
      ['earlier-2', 2],
    ] as const) {
      const at = Timestamp.fromMillis(now - daysAgo * DAY_MS);
      await ref
        .collection('registrations')
        .doc(uid)
        .create({
          marathonId: id,
          userId: uid,
          firstName: 'Early',
          lastName: uid,
          distanceId: fiveK.id,
          answers: { [size]: 'L' },
          createdAt: at,
          updatedAt: at,
        });
      // The second distance's counter starts at shard 1000 (functions/src/store/distances.ts).
      await ref
        .collection('registrationCounters')
        .doc('1000')
        .update({ count: FieldValue.increment(1) });
    }
    const runners = await signUpMany(6, 'stats');
    const [a, b, c, d, w1, w2] = runners;
    if (!a || !b || !c || !d || !w1 || !w2) throw new Error('sign-up');
    const register = (r: typeof a, distanceId: string, answer: string) =>
      applyWith(id, r, { distanceId, answers: { [size]: answer } });
    for (const [r, answer] of [
      [a, 'S'],
      [b, 'M'],
      [c, 'M'],
    ] as const) {
      expect((await register(r, half.id, answer)).status).toBe(200);
    }
    expect((await register(d, fiveK.id, 'S')).status).toBe(200);
    for (const r of [w1, w2]) {
      const joined = await api.call(waitlist.joinWaitlist, {
        params: { id },
        token: r.token,
        body: registrationForm(r.email, { distanceId: half.id, answers: { [size]: 'S' } }),
      });
      expect(joined.status).toBe(201);
    }
    expect((await withdraw(id, a)).status).toBe(200);
    for (const r of [b, d]) {
      const checked = await api.call(raceDay.checkIn, {
        params: { id },
        token: owner.token,
        body: { userId: r.uid },
      });
      expect(checked.status).toBe(200);
    }
    await adminDb()
      .collection('mail')
      .add({ to: 'gone@example.com', marathonId: id, delivery: { state: 'ERROR', attempts: 5 } });

    const truth = async () => {
      const [regs, waiting, mails] = await Promise.all([
        ref.collection('registrations').get(),
        ref.collection('waitlist').get(),
        adminDb().collection('mail').where('marathonId', '==', id).get(),
      ]);
      const tally = (values: unknown[]) =>
        values.reduce<Record<string, number>>((acc, v) => {
          acc[String(v)] = (acc[String(v)] ?? 0) + 1;
          return acc;
        }, {});
      const days = tally(
        regs.docs.map((r) => (r.get('createdAt') as Timestamp).toDate().toISOString().slice(0, 10)),
      );
      const states = mails.docs.map((m) => String(m.get('delivery.state')));
      const sizesOf = (docs: typeof regs.docs) => ({
        S: 0,
        M: 0,
        L: 0,
        ...tally(docs.map((r) => r.get(`answers.${size}`))),
      });
      return {
        total: regs.size,
        byDistance: {
          [half.id]: 0,
          [fiveK.id]: 0,
          ...tally(regs.docs.map((r) => r.get('distanceId'))),
        },
        days,
        checkIns: regs.docs.filter((r) => r.get('checkedInAt') !== undefined).length,
        waiting: waiting.docs.filter((w) => w.get('offerExpiresAt') === null).length,
        offered: waiting.docs.filter((w) => w.get('offerExpiresAt') !== null).length,
        sizes: sizesOf(regs.docs),
        sizesByDistance: {
          [half.id]: sizesOf(regs.docs.filter((r) => r.get('distanceId') === half.id)),
          [fiveK.id]: sizesOf(regs.docs.filter((r) => r.get('distanceId') === fiveK.id)),
        },
        failed: states.filter((s) => s === 'ERROR' || s === 'SUPPRESSED').length,
        sent: states.filter((s) => s === 'SUCCESS').length,
      };
    };
    const stats = await eventually('the day counts to catch up', async () => {
      const res = await api.call(raceDay.marathonStats, { params: { id }, token: owner.token });
      const sum = res.body.registrations.byDay.reduce((n, day) => n + day.count, 0);
      const mailsDone = res.body.mail.pending === 0;
      return sum === res.body.registrations.total && mailsDone ? res.body : undefined;
    });
    const held = await truth();
    expect(stats.registrations.total).toBe(held.total);
    expect(stats.registrations.total).toBe(5);
    expect(stats.registrations.byDistance).toEqual(held.byDistance);
    expect(
      Object.fromEntries(
        stats.registrations.byDay.filter((x) => x.count > 0).map((x) => [x.date, x.count]),
      ),
    ).toEqual(held.days);
    expect(Object.keys(held.days)).toHaveLength(3);
    expect(stats.waitlist).toEqual({ waiting: held.waiting, offered: held.offered });
    expect(stats.waitlist).toEqual({ waiting: 1, offered: 1 });
    expect(stats.checkIns).toEqual({
      total: held.checkIns,
      byDistance: { [half.id]: 1, [fiveK.id]: 1 },
    });
    expect(stats.answers).toEqual({ [size]: held.sizes });
    expect(stats.answersByDistance).toEqual({ [size]: held.sizesByDistance });
    // Half: b and c (M; a withdrew); 5K: d (S) and the two earlier imports (L).
    expect(stats.answersByDistance).toEqual({
      [size]: { [half.id]: { S: 0, M: 2, L: 0 }, [fiveK.id]: { S: 1, M: 0, L: 2 } },
    });
    expect(stats.mail.failed).toBe(held.failed);
    expect(stats.mail.failed).toBe(1);
    expect(stats.mail.sent).toBe(held.sent);

    const outsider = runners[4];
    const refused = await api.call(raceDay.marathonStats, {
      params: { id },
      token: outsider?.token,
    });
    expect(refused.status).toBe(403);
    expect((await api.call(raceDay.marathonStats, { params: { id } })).status).toBe(401);
  });

  it('split a question asked of some distances by those distances, its totals over the whole race', async () => {
    const id = await createMarathon(owner, {
      distances: [
        { name: 'Half', runningDistance: '21.1 km' },
        { name: '5K', runningDistance: '5 km' },
      ],
      questions: [{ label: 'Size', type: 'choice', options: ['S', 'M'], required: true }],
    });
    const race = (await api.call(marathons.getMarathon, { params: { id }, token: owner.token }))
      .body;
    const [half, fiveK] = race.distances;
    if (!half || !fiveK) throw new Error('distances');
    // Asked of the Half only, now that the race has its distances' ids.
    const edited = await api.call(marathons.updateMarathon, {
      params: { id },
      token: owner.token,
      body: {
        ...editableOf(race),
        questions: (race.questions ?? []).map((q) => ({ ...q, distanceIds: [half.id] })),
      },
    });
    expect(edited.status).toBe(200);
    const size = race.questions?.[0]?.id ?? '';
    const [a, b, c] = await signUpMany(3, 'stats-some');
    if (!a || !b || !c) throw new Error('sign-up');
    expect((await applyWith(id, a, { distanceId: half.id, answers: { [size]: 'S' } })).status).toBe(
      200,
    );
    expect((await applyWith(id, b, { distanceId: half.id, answers: { [size]: 'S' } })).status).toBe(
      200,
    );
    expect((await applyWith(id, c, { distanceId: fiveK.id })).status).toBe(200);

    const stats = await api.ok(raceDay.marathonStats, { params: { id }, token: owner.token });
    expect(stats.answersByDistance).toEqual({ [size]: { [half.id]: { S: 2, M: 0 } } });
    expect(stats.answers).toEqual({ [size]: { S: 2, M: 0 } });
  });

  it('count by day the registrations stored before the day counts were kept, with scripts/backfill-daily-counts.ts', async () => {
    const now = Date.now();
    const id = await createMarathon(owner, {
      startRegistrationDate: new Date(now - 5 * DAY_MS).toISOString(),
    });
    const ref = adminDb().collection('marathons').doc(id);
    const runners = await signUpMany(3, 'backfill');
    for (const r of runners) expect((await applyTo(id, r)).status).toBe(200);
    const byDay = async () =>
      (
        await api.call(raceDay.marathonStats, { params: { id }, token: owner.token })
      ).body.registrations.byDay.filter((x) => x.count > 0);
    await eventually('today to be counted', async () =>
      (await byDay()).some((x) => x.count === 3) ? true : undefined,
    );
    // As stored before the trail kept day counts: two of them registered on earlier days, and no
    // day holds them.
    const days = [3, 2].map((ago) => new Date(now - ago * DAY_MS).toISOString().slice(0, 10));
    for (const [i, ago] of [3, 2].entries()) {
      const at = Timestamp.fromMillis(now - ago * DAY_MS);
      await ref
        .collection('registrations')
        .doc(runners[i]?.uid ?? '')
        .update({ createdAt: at, updatedAt: at });
    }
    const today = new Date(now).toISOString().slice(0, 10);
    const counts = await ref.collection('dailyCounts').get();
    await Promise.all(counts.docs.map((d) => d.ref.delete()));
    await ref.collection('dailyCounts').doc(`${today}-0`).set({ day: today, count: 1 });
    expect(await byDay()).toEqual([{ date: today, count: 1 }]);

    const dry = await runScript('backfill-daily-counts.ts', `--marathon=${id}`);
    expect(dry).toContain(
      `would correct marathons/${id}'s registrations by day: ${days[0]} +1, ${days[1]} +1`,
    );
    expect(await byDay()).toEqual([{ date: today, count: 1 }]);
    await runScript('backfill-daily-counts.ts', '--apply', `--marathon=${id}`);
    expect(await byDay()).toEqual([
      { date: days[0], count: 1 },
      { date: days[1], count: 1 },
      { date: today, count: 1 },
    ]);
    // Right now: a second run has nothing to do.
    expect(
      await runScript('backfill-daily-counts.ts', '--apply', `--marathon=${id}`),
    ).not.toContain('corrected');
  });
});
