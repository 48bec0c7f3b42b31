// API integration tests: real HTTP through Hosting, real Auth emulator tokens, Firestore inspected with
// firebase-admin. The stack must already run; env says where (defaults: a stack at port offset 10).
import { defineConfig } from 'vitest/config';

/** Files that stop the stack's mail server for a while: nothing else may read or send mail meanwhile. */
const ALONE = ['test/mail.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The test processes mostly wait for the stack: three files at once keep it busy, where vitest's
    // default on a 2-core machine (one) left it idle between requests, and the scheduled-work test's
    // wait for the sweep runs beside the others instead of adding a minute and a half to the run.
    maxWorkers: 3,
    env: {
      API_BASE_URL: process.env.API_BASE_URL ?? 'http://127.0.0.1:5010/api',
      AUTH_EMULATOR_HOST: process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1:9109',
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8090',
      GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-run',
    },
    // Two groups, one after the other: every file but those that pause the mail server, side by side;
    // then those, alone.
    projects: [
      { extends: true, test: { name: 'api', include: ['test/**/*.test.ts'], exclude: ALONE } },
      { extends: true, test: { name: 'api-alone', include: ALONE, sequence: { groupOrder: 1 } } },
    ],
  },
});
