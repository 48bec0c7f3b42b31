// The auth module, and its only entry for the app: the state (shared by route loaders, the API client
// and components), `useAuth()`, every account action (sign-in by email or Google, sign-up, password
// reset, sign-out) and <AuthLoader /> that brings in the Firebase Auth SDK only after the page has
// painted, and for a browser that was never signed in only once an account action (or another tab's
// sign-in) needs it. Until the first report the state is `loading`, as docs/product.md describes.
// Beside it, split only where the bundle needs a file of its own:
// - auth-sdk.tsx: reactfire and the SDK calls, imported dynamically (its own chunk, after first paint);
// - session-hint.ts: whether this browser was signed in, which the entry reads before first paint
//   (boot/main.tsx), so it imports nothing;
// - reactfire-unused-sdks.ts: what vite.config.ts gives reactfire for the SDKs RUN does not use.
import { msg } from '@lingui/core/macro';
import type { Auth, User, UserCredential } from 'firebase/auth';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

import { showPopup } from '@/components/ui/popup';
import { env } from '@/config/env';

import { keepDeviceDataFor, runBeforeSignOut } from '../device-owner';
import { i18n } from '../i18n';
import { forgetAccountViews } from '../query-client';
import { usePainted } from '../use-painted';
import { sessionHint } from './session-hint';

export interface AuthState {
  user: User | null;
  loading: boolean;
}

let state: AuthState = { user: null, loading: true };
let reported = false;
/**
 * Whether the Auth SDK runs in this page. A browser with no session remembered (session-hint.ts) has
 * nothing for it to restore: the visitor is reported signed out without it, which spares the public
 * pages the SDK's download and start-up (the longest task of a visitor's home page). Sign-in, sign-up
 * and another tab's sign-in turn it on; from then on it reports as for everyone else.
 */
let sdkWanted = sessionHint.get();
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
const getSdkWanted = (): boolean => sdkWanted;

function wantSdk(): void {
  if (sdkWanted) return;
  sdkWanted = true;
  emit();
}

/** The auth state report (from reactfire, or after an action): with or without a user, loading ends. */
export function reportUser(user: User | null): void {
  const switched = reported && state.user?.uid !== user?.uid;
  state = { user, loading: false };
  if (switched) void forgetAccountViews();
  keepDeviceDataFor(user?.uid ?? null);
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

const getUid = (): string | null => state.user?.uid ?? null;

const getUser = (): User | null => state.user;

/**
 * The signed-in user, or null: it renders again only when the user changes, not when loading ends for
 * a visitor. That report comes after the paint, and useSyncExternalStore's re-renders are synchronous:
 * every component reading `loading` re-renders in one task, so keep those components small.
 */
export function useUser(): User | null {
  return useSyncExternalStore(subscribe, getUser, getUser);
}

/**
 * The signed-in user's uid, or null: for a component that needs no more of the auth state. It
 * renders again only when the uid changes, not when loading ends for a visitor (the SDK's first
 * report after the paint).
 */
export function useUid(): string | null {
  return useSyncExternalStore(subscribe, getUid, getUid);
}

/** Runs a sign-in, sign-up or sign-out with `loading` set meanwhile (docs/product.md). */
async function withAuthLoading<T>(action: (auth: Auth) => Promise<T>): Promise<T> {
  wantSdk();
  state = { ...state, loading: true };
  emit();
  const { firebaseAuth } = await import('./auth-sdk');
  const auth = firebaseAuth();
  try {
    return await action(auth);
  } finally {
    // The auth state report ends loading on success; a failure must end it too.
    reportUser(auth.currentUser ?? state.user);
  }
}

export async function signInWithEmail(email: string, password: string): Promise<UserCredential> {
  const { signInWithEmailAndPassword } = await import('./auth-sdk');
  return withAuthLoading((auth) => signInWithEmailAndPassword(auth, email, password));
}

/**
 * 'Login with Google'. In production: Firebase's popup. On the local stack the emulator's popup cannot
 * work offline (its relay iframe loads gapi from apis.google.com, which the CSP also blocks), so the
 * login screen asks for an account itself and signs in with signInWithEmulatorGoogle.
 */
export const usesEmulatorGoogle = env.authEmulatorUrl !== null;

export async function signInWithGoogle(): Promise<UserCredential> {
  const { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } =
    await import('./auth-sdk');
  return withAuthLoading((auth) =>
    signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver),
  );
}

/**
 * The Auth emulator's Google sign-in with a fake Google ID token, the same thing the emulator's own
 * account chooser produces. The emulator accepts such tokens only as a local stand-in.
 */
export async function signInWithEmulatorGoogle(
  email: string,
  name: string,
): Promise<UserCredential> {
  const { GoogleAuthProvider, signInWithCredential } = await import('./auth-sdk');
  const claims = { sub: `google:${email.toLowerCase()}`, email, email_verified: true, name };
  return withAuthLoading((auth) =>
    signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims))),
  );
}

export interface NewAccount {
  name: string;
  email: string;
  photo: string;
  password: string;
}

/** Sign-up's identity account, with name and photo on its profile (the API's user record is separate). */
export async function createAccount({ name, email, photo, password }: NewAccount): Promise<void> {
  const { createUserWithEmailAndPassword, updateProfile } = await import('./auth-sdk');
  // Loading ends with or without a user; the profile update is then visible to the header.
  await withAuthLoading(async (auth) => {
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    // The Auth emulator refuses a null photoURL, so it is only sent when given.
    await updateProfile(
      user,
      photo ? { displayName: name, photoURL: photo } : { displayName: name },
    );
  });
}

export async function signOutUser(): Promise<void> {
  const { signOut } = await import('./auth-sdk');
  // What the account still has to send (queued check-ins) goes while its token is valid.
  await runBeforeSignOut();
  return withAuthLoading((auth) => signOut(auth));
}

/** Logout from the header: the popup on success; a failure is only logged (docs/product.md). */
export async function logout(): Promise<void> {
  try {
    await signOutUser();
    showPopup({
      icon: 'success',
      title: i18n._(msg`Logged Out Successfully`),
      text: i18n._(msg`You have been signed out`),
    });
  } catch (error) {
    console.error('Logout failed', error);
  }
}

/** 'Forgot password?': Firebase sends its reset email (on the local stack the Auth emulator logs the link). */
export async function sendPasswordReset(email: string): Promise<void> {
  const { sendPasswordResetEmail, firebaseAuth } = await import('./auth-sdk');
  return sendPasswordResetEmail(firebaseAuth(), email.trim());
}

/**
 * Mounts auth-sdk.tsx's bridge once the first paint is done, so the SDK never delays it; while the SDK
 * is not wanted (see `sdkWanted`) it reports the visitor signed out instead, also after the paint, as
 * the first render must equal the prerendered page (auth loading). Not React.lazy: a lazy component
 * suspends, and React holds back the reveal of a Suspense boundary until 300 ms after its fallback was
 * shown, which delayed the auth report, and every protected screen waiting for it, on each load.
 */
export function AuthLoader() {
  const painted = usePainted();
  const wanted = useSyncExternalStore(subscribe, getSdkWanted, getSdkWanted);
  const [Bridge, setBridge] = useState<ComponentType | null>(null);
  useEffect(() => (wanted ? undefined : sessionHint.onSignInElsewhere(wantSdk)), [wanted]);
  useEffect(() => {
    if (!painted) return;
    if (!wanted) {
      if (!reported) reportUser(null);
      return;
    }
    let live = true;
    void import('./auth-sdk').then(({ default: loaded }) => {
      if (live) setBridge(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [painted, wanted]);
  return Bridge ? <Bridge /> : null;
}
