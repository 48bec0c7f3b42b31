// The only place that reads import.meta.env. A `demo-` project id means the local stack: the
// Auth and Firestore emulators on this host, no real Firebase project.
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-run';
const isDemo = projectId.startsWith('demo-');
/** The host the page came from: the emulators run beside it (localhost or 127.0.0.1 alike). */
const emulatorHost = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;

export const env = {
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: import.meta.env.VITE_FIREBASE_APP_ID ?? 'demo-app',
  },
  /** Auth emulator URL on the local stack, null in production. */
  authEmulatorUrl: isDemo
    ? `http://${emulatorHost}:${import.meta.env.VITE_AUTH_EMULATOR_PORT ?? '9099'}`
    : null,
  /** The Firestore emulator on the local stack (the live documents' listeners), null in production. */
  firestoreEmulator: isDemo
    ? {
        host: emulatorHost,
        port: Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? '8080'),
      }
    : null,
  apiBase: import.meta.env.VITE_API_BASE ?? '/api',
} as const;
