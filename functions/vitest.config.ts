// API integration tests: real HTTP through Hosting, real Auth emulator tokens, Firestore inspected with
// firebase-admin. The stack must already run; env says where (defaults: a stack at port offset 10).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // The test processes mostly wait for the stack: three files at once keep it busy, where vitest's
    // default on a 2-core machine (one) left it idle between requests, and the scheduled-work test's
    // wait for the sweep runs beside the others instead of adding a minute and a half to the run.
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: {
      API_BASE_URL: process.env.API_BASE_URL ?? 'http://127.0.0.1:5010/api',
      AUTH_EMULATOR_HOST: process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1:9109',
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8090',
      GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-run',
    },
  },
});
