// The only place that reads import.meta.env. A `demo-` project id means the local stack: the
// Auth emulator on this host, no real Firebase project.
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-run';
const isDemo = projectId.startsWith('demo-');

export const env = {
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: import.meta.env.VITE_FIREBASE_APP_ID ?? 'demo-app',
  },
  /** Auth emulator URL on the local stack, null in production. */
  authEmulatorUrl: isDemo
    ? `http://${typeof location === 'undefined' ? '127.0.0.1' : location.hostname}:${
        import.meta.env.VITE_AUTH_EMULATOR_PORT ?? '9099'
      }`
    : null,
  apiBase: import.meta.env.VITE_API_BASE ?? '/api',
} as const;
