// Whose data this device keeps (docs/race-day.md): the check-in screen keeps a race's roster (names,
// bibs, passes) and its queued check-ins in IndexedDB for offline use. They belong to the account
// that downloaded them: when it signs out, or another account signs in on this browser, they go.
// The owner's uid sits in localStorage, so a visitor who never kept anything pays one read.
const OWNER_KEY = 'run:device-data-owner';

let settled: Promise<void> = Promise.resolve();

/** The account `uid` keeps data on this device now. */
export function claimDeviceData(uid: string): void {
  try {
    localStorage.setItem(OWNER_KEY, uid);
  } catch {
    // Storage blocked (a private window): nothing is kept across reloads either.
  }
}

function ownerOfDeviceData(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

/** Deletes everything the check-in screen kept (every race's roster and queue). */
export async function forgetDeviceData(): Promise<void> {
  const { clear } = await import('idb-keyval');
  await clear();
  try {
    localStorage.removeItem(OWNER_KEY);
  } catch {
    // Nothing to remove.
  }
}

/** On each auth report: data kept for another account (or for anyone, once signed out) goes. */
export function keepDeviceDataFor(uid: string | null): void {
  const owner = ownerOfDeviceData();
  if (owner === null || owner === uid) return;
  settled = settled.then(forgetDeviceData, forgetDeviceData);
}

/** Resolves once data of another account is gone: read the device's data after it. */
export function deviceDataSettled(): Promise<void> {
  return settled;
}

type BeforeSignOut = () => Promise<void>;
const beforeSignOut = new Set<BeforeSignOut>();

/**
 * Work to do while the account can still call the API, before it signs out (the check-in screen
 * sends its queued check-ins). Returns the unregistering function.
 */
export function onBeforeSignOut(work: BeforeSignOut): () => void {
  beforeSignOut.add(work);
  return () => beforeSignOut.delete(work);
}

/** Runs that work, for at most `ms`: a sign-out never waits on a dead connection for long. */
export async function runBeforeSignOut(ms = 5_000): Promise<void> {
  if (beforeSignOut.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([Promise.allSettled([...beforeSignOut].map((work) => work())), late]);
  clearTimeout(timer);
}
