import type { onSnapshot as sdkOnSnapshot, queryEqual as sdkQueryEqual } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';

import { onSnapshot, provideFirestore, queryEqual } from './reactfire-firestore';

// reactfire's view of Firestore: nothing until the live chunk hands the SDK over, then the SDK itself.
describe('reactfire’s Firestore functions', () => {
  it('refuse to run before the live documents’ chunk has loaded the SDK', () => {
    expect(() => queryEqual({} as never, {} as never)).toThrow(/before the live documents/u);
  });

  it('forward every argument to the SDK once it is provided, and give back what it answers', () => {
    const unsubscribe = () => undefined;
    const sdkListen = vi.fn(() => unsubscribe);
    const sdkEqual = vi.fn(() => true);
    provideFirestore({
      onSnapshot: sdkListen as unknown as typeof sdkOnSnapshot,
      queryEqual: sdkEqual as unknown as typeof sdkQueryEqual,
    });
    const ref = { path: 'marathons/r1/live/counts' } as never;
    const next = () => undefined;
    expect(onSnapshot(ref, next)).toBe(unsubscribe);
    expect(sdkListen).toHaveBeenCalledWith(ref, next);
    expect(queryEqual(ref, ref)).toBe(true);
    expect(sdkEqual).toHaveBeenCalledWith(ref, ref);
  });
});
