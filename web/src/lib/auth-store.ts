// Auth state outside React, so route loaders, the API client and components share one source.
// The Firebase Auth SDK is loaded after first paint (see auth-bridge.tsx); until its first report the
// state is `loading`, as SPEC.md section 4 describes.
import type { User } from 'firebase/auth';

import { queryClient } from './query-client';
import { sessionHint } from './session-hint';

export interface AuthState {
  user: User | null;
  loading: boolean;
}

let state: AuthState = { user: null, loading: true };
let reported = false;
const listeners = new Set<() => void>();
const waiting: Array<(user: User | null) => void> = [];

function emit(): void {
  for (const listener of listeners) listener();
}

export const authStore = {
  getSnapshot: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Register, login and logout set loading while they run (SPEC.md section 4). */
  setLoading(): void {
    state = { ...state, loading: true };
    emit();
  },
  /** The auth state report: with or without a user, loading ends. */
  report(user: User | null): void {
    const switched = reported && state.user?.uid !== user?.uid;
    state = { user, loading: false };
    // What one account saw (its registrations, a creator's participant list with phone numbers) must
    // not be shown to the next one signing in on this tab.
    if (switched) {
      for (const queryKey of [['marathon'], ['my-registrations'], ['my-applied-marathons']]) {
        void queryClient.resetQueries({ queryKey });
      }
    }
    reported = true;
    sessionHint.set(user !== null);
    emit();
    for (const resolve of waiting.splice(0)) resolve(user);
  },
  /** Resolves once the first auth state report has arrived (route loaders await it). */
  ready(): Promise<User | null> {
    if (reported && !state.loading) return Promise.resolve(state.user);
    return new Promise((resolve) => waiting.push(resolve));
  },
  /** A fresh ID token (the SDK refreshes it 5 minutes before expiry), or null when signed out. */
  async idToken(): Promise<string | null> {
    const user = await this.ready();
    return user ? user.getIdToken() : null;
  },
};
