// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const clear = vi.fn(() => Promise.resolve());
vi.mock('idb-keyval', () => ({ clear }));

const { claimDeviceData, deviceDataSettled, keepDeviceDataFor, onBeforeSignOut, runBeforeSignOut } =
  await import('./device-owner');

describe('whose data the device keeps', () => {
  beforeEach(() => {
    localStorage.clear();
    clear.mockClear();
  });

  it('keeps it while its account is signed in', async () => {
    claimDeviceData('u1');
    keepDeviceDataFor('u1');
    await deviceDataSettled();
    expect(clear).not.toHaveBeenCalled();
  });

  it.each([
    ['signs out', null],
    ['another account signs in', 'u2'],
  ])('deletes it when the account %s', async (_when, next) => {
    claimDeviceData('u1');
    keepDeviceDataFor(next);
    await deviceDataSettled();
    expect(clear).toHaveBeenCalledTimes(1);
    keepDeviceDataFor('u3');
    await deviceDataSettled();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of the device when nothing was kept', async () => {
    keepDeviceDataFor(null);
    await deviceDataSettled();
    expect(clear).not.toHaveBeenCalled();
  });

  it('runs what must go before a sign-out, and not after it unregistered', async () => {
    const send = vi.fn(() => Promise.resolve());
    const stop = onBeforeSignOut(send);
    await runBeforeSignOut();
    stop();
    await runBeforeSignOut();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
