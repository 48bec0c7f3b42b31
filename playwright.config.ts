// Browser tests in Debian's Chromium (no browser download), against the local stack that
// `npm test` starts (BASE_URL), or one you started yourself.
import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './bench/support/chromium.js';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network), without the screencast: its
    // screenshots cost about a quarter of the suite's time on 2 cores (15 tests: 62-68 s without a
    // trace, 70-72 s with this one, 86-97 s with screenshots, alternately in one session).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
