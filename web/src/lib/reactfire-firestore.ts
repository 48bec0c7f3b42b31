// What vite.config.ts gives reactfire for its import of 'firebase/firestore'. reactfire imports the
// two functions below at its top level, and reactfire itself is in the chunk that starts Auth on every
// page: importing the real SDK there would make every visitor download Firestore (~90 KB gzip). So
// the names forward to the SDK, which the live documents' own chunk (live-sdk.tsx) hands over when it
// loads; only that chunk's listeners ever call them, so the SDK is always here by then.
import type { onSnapshot as sdkOnSnapshot, queryEqual as sdkQueryEqual } from 'firebase/firestore';

interface ReactfireUses {
  onSnapshot: typeof sdkOnSnapshot;
  queryEqual: typeof sdkQueryEqual;
}

let sdk: ReactfireUses | null = null;

/** Called once by live-sdk.tsx as it loads. */
export function provideFirestore(loaded: ReactfireUses): void {
  sdk = loaded;
}

function loaded(): ReactfireUses {
  if (sdk === null) throw new Error('Firestore is used before the live documents’ chunk loaded.');
  return sdk;
}

export const onSnapshot = ((...args: Parameters<typeof sdkOnSnapshot>) =>
  loaded().onSnapshot(...args)) as typeof sdkOnSnapshot;
export const queryEqual: typeof sdkQueryEqual = (left, right) => loaded().queryEqual(left, right);
