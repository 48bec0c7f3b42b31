// All Firebase wiring: the app, Auth with the spec's persistence order, and the Auth emulator on the
// local stack. Imported only from lazily loaded chunks (the entry starts it after first paint on a
// protected screen), so the SDK never delays the first paint.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

import { env } from '@/config/env';

let auth: Auth | undefined;

export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(env.firebase);
}

export function firebaseAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(), {
      // docs/product.md: IndexedDB first, then local storage, then session storage.
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
      // No popupRedirectResolver here: with one, Auth loads Google's gapi iframe script on every page.
      // The Google sign-in action passes it only when the user asks for the popup.
    });
    if (env.authEmulatorUrl)
      connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}
