// Auth in one place: the state (shared by route loaders, the API client and components), `useAuth()`,
// sign-in and sign-out, and <AuthLoader /> that brings in the Firebase Auth SDK (reactfire and the
// SDK calls, auth-bridge.tsx) only after the page has painted. The SDK side is imported dynamically,
// so this module adds nothing to the first paint; until the SDK's first report the state is
// `loading`, as SPEC.md section 4 describes.
import type { Auth, User, UserCredential } from 'firebase/auth';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

import { showPopup } from '@/components/ui/popup';

import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { sessionHint } from './session-hint';
import { usePainted } from './use-painted';

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): AuthState => state;

/** The auth state report (from reactfire, or after an action): with or without a user, loading ends. */
export function reportUser(user: User | null): void {
  const switched = reported && state.user?.uid !== user?.uid;
  state = { user, loading: false };
  // What one account saw (its registrations, a creator's participant list with phone numbers) must
  // not be shown to the next one signing in on this tab.
  if (switched) {
    for (const queryKey of [
      queryKeys.allMarathonDetails,
      queryKeys.allMyRegistrations,
      queryKeys.allMyMarathons,
    ]) {
      void queryClient.resetQueries({ queryKey });
    }
  }
  reported = true;
  sessionHint.set(user !== null);
  emit();
  for (const resolve of waiting.splice(0)) resolve(user);
}

/** Resolves once the first auth state report has arrived (route loaders await it). */
export function authReady(): Promise<User | null> {
  if (reported && !state.loading) return Promise.resolve(state.user);
  return new Promise((resolve) => waiting.push(resolve));
}

/** A fresh ID token (the SDK refreshes it 5 minutes before expiry), or null when signed out. */
export async function idToken(): Promise<string | null> {
  const user = await authReady();
  return user ? user.getIdToken() : null;
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Runs a sign-in, sign-up or sign-out with `loading` set meanwhile (SPEC.md section 4). */
export async function withAuthLoading<T>(action: (auth: Auth) => Promise<T>): Promise<T> {
  state = { ...state, loading: true };
  emit();
  const { firebaseAuth } = await import('./auth-bridge');
  const auth = firebaseAuth();
  try {
    return await action(auth);
  } finally {
    // The auth state report ends loading on success; a failure must end it too.
    reportUser(auth.currentUser ?? state.user);
  }
}

export async function signInWithEmail(email: string, password: string): Promise<UserCredential> {
  const { signInWithEmailAndPassword } = await import('./auth-bridge');
  return withAuthLoading((auth) => signInWithEmailAndPassword(auth, email, password));
}

export async function signInWithGoogle(): Promise<UserCredential> {
  const { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } =
    await import('./auth-bridge');
  return withAuthLoading((auth) =>
    signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver),
  );
}

export async function signOutUser(): Promise<void> {
  const { signOut } = await import('./auth-bridge');
  return withAuthLoading((auth) => signOut(auth));
}

/** Logout from the header: the popup on success; a failure is only logged (SPEC.md section 4). */
export async function logout(): Promise<void> {
  try {
    await signOutUser();
    showPopup({
      icon: 'success',
      title: 'Logged Out Successfully',
      text: 'You have been signed out',
    });
  } catch (error) {
    console.error('Logout failed', error);
  }
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { sendPasswordResetEmail, firebaseAuth } = await import('./auth-bridge');
  return sendPasswordResetEmail(firebaseAuth(), email);
}

/**
 * Mounts auth-bridge.tsx once the first paint is done, so the SDK never delays it. Not React.lazy: a
 * lazy component suspends, and React holds back the reveal of a Suspense boundary until 300 ms after
 * its fallback was shown, which delayed the auth report, and every protected screen waiting for it,
 * on each load.
 */
export function AuthLoader() {
  const painted = usePainted();
  const [Bridge, setBridge] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!painted) return;
    let live = true;
    void import('./auth-bridge').then(({ default: loaded }) => {
      if (live) setBridge(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [painted]);
  return Bridge ? <Bridge /> : null;
}
