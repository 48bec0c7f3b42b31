// Browser tests in Debian's Chromium (no browser download), against the local stack that
// `npm test` starts (BASE_URL), or one you started yourself.
import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/support/chromium.js';

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
