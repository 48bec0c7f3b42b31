// Whether this browser was signed in when the auth state was last reported. The entry reads it on a
// direct load of a protected screen to start that screen's public data request and the Auth SDK at
// once, in parallel with the app's JavaScript; the auth module reads it to spare a visitor who never
// signed in the Auth SDK altogether (index.tsx). It never grants anything: RequireAuth still shows
// its spinner until the SDK reports, and a stale hint costs one wasted public GET.
const KEY = 'run:signed-in';

export const sessionHint = {
  get(): boolean {
    try {
      return localStorage.getItem(KEY) === '1';
    } catch {
      return false; // Storage blocked: no hint, nothing started early.
    }
  },
  set(signedIn: boolean): void {
    try {
      if (signedIn) localStorage.setItem(KEY, '1');
      else localStorage.removeItem(KEY);
    } catch {
      // Storage blocked: the hint is an optimisation only.
    }
  },
  /** Calls `listener` when another tab of this site signs in; returns the unsubscribe. */
  onSignInElsewhere(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY && event.newValue === '1') listener();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
