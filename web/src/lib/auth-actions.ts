// Sign-in and sign-out. Imported by the screens that need them (lazy chunks) and, dynamically, by
// the API client when a 401/403 means the session is no longer valid.
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type UserCredential,
} from 'firebase/auth';

import { authStore } from './auth-store';
import { firebaseAuth } from './firebase';

async function withLoading<T>(action: () => Promise<T>): Promise<T> {
  authStore.setLoading();
  try {
    return await action();
  } finally {
    // The auth state report ends loading on success; a failure must end it too.
    const { user } = authStore.getSnapshot();
    authStore.report(firebaseAuth().currentUser ?? user);
  }
}

export function signInWithEmail(email: string, password: string): Promise<UserCredential> {
  return withLoading(() => signInWithEmailAndPassword(firebaseAuth(), email, password));
}

export function signInWithGoogle(): Promise<UserCredential> {
  return withLoading(() => signInWithPopup(firebaseAuth(), new GoogleAuthProvider(), browserPopupRedirectResolver));
}

export function signOutUser(): Promise<void> {
  return withLoading(() => signOut(firebaseAuth()));
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(firebaseAuth(), email);
}
