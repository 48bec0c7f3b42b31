// Scheduled work on the local stack: nothing but the stack's scheduler (scripts/stack/scheduler.ts),
// which calls each exported `onSchedule` function on its minute as Cloud Scheduler does, sends a race
// change's mail once its wait is over. The test writes nothing to the mail job; the stack under
// `npm test` shortens the ten-minute wait with RUN_RACE_MAIL_DELAY_MS (docs/local-stack.md).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { createMarathon, marathonBody } from './helpers.js';
import { adminDb } from './stored.js';
import { signUp } from './users.js';
import { applyTo } from './actions.js';
import { editMarathon } from './marathon-actions.js';
import { expectChangeMails, mailsTo, raceMailsDone } from './maildev.js';

const millis = (t: unknown): number => (t instanceof Timestamp ? t.toMillis() : Number.NaN);

const delayMs = Number(process.env.RUN_RACE_MAIL_DELAY_MS ?? '');
const shortened = Number.isFinite(delayMs) && delayMs > 0 && delayMs <= 120_000;

describe('scheduled work on the local stack', () => {
  // Without the shortened wait (a stack started by hand without RUN_RACE_MAIL_DELAY_MS), the mail
  // comes after production's ten minutes, too long for a test: say so rather than wait.
  it.skipIf(!shortened)(
    'a race edited twice within a minute mails each registrant once, sent by the scheduled sweep',
    { timeout: delayMs + 240_000 },
    async () => {
      const owner = await signUp('organiser');
      const body = marathonBody();
      const id = await createMarathon(owner);
      const runners = await Promise.all(Array.from({ length: 2 }, () => signUp()));
      for (const r of runners) expect((await applyTo(id, r)).status).toBe(200);

      const edited = Date.now();
      const answered: number[] = [];
      for (const location of ['Sylhet, Bangladesh', 'Rajshahi, Bangladesh']) {
        expect((await editMarathon(id, owner, { ...body, location })).status).toBe(200);
        answered.push(Date.now());
      }
      const jobs = (
        await adminDb().collection('mailJobs').where('marathonId', '==', id).get()
      ).docs.sort((a, b) => millis(a.get('createdAt')) - millis(b.get('createdAt')));
      const [first, ...later] = jobs;
      const waitEnds = millis(first?.get('waitingUntil'));
      // The rule: an edit while a change's mail waits adds nothing, so no job starts inside another's
      // wait. An edit the server answered before the first wait ended was handled inside it: then
      // there is exactly one job. (Under a heavy load a request can take longer than the suite's
      // shortened wait, RUN_RACE_MAIL_DELAY_MS; the server then rightly starts a second wait.)
      if ((answered[1] ?? Infinity) < waitEnds) expect(later).toEqual([]);
      jobs.slice(1).forEach((job, i) => {
        expect(millis(job.get('createdAt'))).toBeGreaterThanOrEqual(
          millis(jobs[i]?.get('waitingUntil')),
        );
      });
      expect(jobs.length).toBeLessThanOrEqual(2);
      // Nothing goes before the wait is over.
      for (const r of runners) {
        const early = await mailsTo(r.email);
        expect(early.filter((m) => m.subject.startsWith('Race details changed'))).toEqual([]);
      }

      // One mail per job, each read from the race as it is when its wait ends: the final details.
      await expectChangeMails(runners, 'Rajshahi, Bangladesh', jobs.length);
      // Sent after the wait, by a sweep: at most a minute (the sweep's period) and the fan-out later.
      expect(Date.now() - edited).toBeGreaterThanOrEqual(delayMs);
      // Each job is marked done by the write after its last page, a moment after the mails.
      await raceMailsDone(id);
      for (const job of jobs) expect((await job.ref.get()).get('mailed')).toBe(2);
    },
  );
});
