import { describe, expect, it } from 'vitest';

import { dueInMinute, minutesBetweenRuns, scheduledFunctions, triggerKey } from './scheduler.js';

const backends = (schedule: string) => ({
  backends: [
    {
      functionTriggers: [
        { id: 'us-central1-api', httpsTrigger: {} },
        { id: 'us-central1-sweep', schedule: { schedule } },
      ],
    },
  ],
});

describe('the local scheduler', () => {
  it('reads the App Engine cron form the functions use', () => {
    expect(minutesBetweenRuns('every 1 minutes')).toBe(1);
    expect(minutesBetweenRuns('every 5 minutes')).toBe(5);
    expect(minutesBetweenRuns('every 2 hours')).toBe(120);
    expect(minutesBetweenRuns('0 3 * * *')).toBeNull();
    expect(minutesBetweenRuns('every 0 minutes')).toBeNull();
  });

  it('finds the scheduled functions among the emulator backends, and refuses a schedule it cannot follow', () => {
    expect(scheduledFunctions(backends('every 5 minutes'))).toEqual([
      { id: 'us-central1-sweep', schedule: 'every 5 minutes', everyMinutes: 5 },
    ]);
    expect(() => scheduledFunctions(backends('every monday 09:00'))).toThrow(
      'The scheduled function us-central1-sweep runs "every monday 09:00"',
    );
  });

  it('runs a function on the minutes its period divides, as Cloud Scheduler does', () => {
    const due = [0, 1, 2, 3, 4, 5, 10].filter((m) => dueInMinute({ everyMinutes: 5 }, m));
    expect(due).toEqual([0, 5, 10]);
    expect([7, 8].every((m) => dueInMinute({ everyMinutes: 1 }, m))).toBe(true);
  });

  it("finds a function's trigger key of the emulator's current generation in its 404 answer", () => {
    const answer =
      'Function us-central1-sweep-0 does not exist, valid functions are: us-central1-api, ' +
      'us-central1-sweep-2, us-central1-sweepAll-2, us-central1-sweep-2-extra';
    expect(triggerKey('us-central1-sweep', answer)).toBe('us-central1-sweep-2');
    expect(triggerKey('us-central1-other', answer)).toBeNull();
  });
});
