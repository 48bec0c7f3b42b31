// A describe block whose tests run on a fake clock set to one moment: each test starts there, and
// after it the screen is cleaned up (cleanUp) before the real timers come back.
import { afterEach, beforeEach, vi } from 'vitest';

export function withFakeClock(
  at: string,
  {
    toFake,
    cleanUp,
  }: {
    toFake?: NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake'];
    cleanUp: () => void;
  },
): void {
  beforeEach(() => {
    vi.useFakeTimers(toFake ? { toFake } : undefined);
    vi.setSystemTime(Date.parse(at));
  });
  afterEach(() => {
    cleanUp();
    vi.useRealTimers();
  });
}
