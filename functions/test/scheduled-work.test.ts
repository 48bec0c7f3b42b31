// Scheduled work on the local stack: nothing but the stack's scheduler (scripts/stack/scheduler.ts),
// which calls each exported `onSchedule` function on its minute as Cloud Scheduler does, sends a race
// change's mail once its wait is over. The test writes nothing to the mail job; the stack under
// `npm test` shortens the ten-minute wait with RUN_RACE_MAIL_DELAY_MS (docs/local-stack.md).
import { describe, expect, it } from 'vitest';

import { createMarathon, marathonBody } from './helpers.js';
import { adminDb } from './stored.js';
import { signUp } from './users.js';
import { applyTo } from './actions.js';
import { editMarathon } from './marathon-actions.js';
import { expectOneChangeMail, mailsTo, raceMailsDone } from './maildev.js';

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
      for (const location of ['Sylhet, Bangladesh', 'Rajshahi, Bangladesh']) {
        expect((await editMarathon(id, owner, { ...body, location })).status).toBe(200);
      }
      const jobs = await adminDb().collection('mailJobs').where('marathonId', '==', id).get();
      expect(jobs.size).toBe(1);
      expect(jobs.docs[0]?.get('waitingUntil')).toBeDefined();
      // Nothing goes before the wait is over.
      for (const r of runners) {
        const early = await mailsTo(r.email);
        expect(early.filter((m) => m.subject.startsWith('Race details changed'))).toEqual([]);
      }

      await expectOneChangeMail(runners, 'Rajshahi, Bangladesh');
      // Sent after the wait, by a sweep: at most a minute (the sweep's period) and the fan-out later.
      expect(Date.now() - edited).toBeGreaterThanOrEqual(delayMs);
      // The job is marked done by the write after its last page, a moment after the mails.
      await raceMailsDone(id);
      expect((await jobs.docs[0]?.ref.get())?.get('mailed')).toBe(2);
    },
  );
});
