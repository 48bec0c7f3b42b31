// Debian's Chromium (no browser download), with the flags that keep it quiet and offline: the one
// browser of the benchmark and of the browser tests (playwright.config.ts).
import fs from 'node:fs';

export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell` where it is installed, the same
 * Chromium build without the full browser's windowing and GPU layers (what Playwright's own headless
 * runs use). On this 2-core machine the browser tests spend most of their CPU in Chromium, and 64 of
 * them took 117-129 s with it against 162-169 s with `chromium`, alternately against one stack. The
 * bench keeps the full browser: its Lighthouse scores and page weights are what a visitor's Chrome
 * sees. `CHROME_PATH` or `CHROMIUM_PATH` chooses for both.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH ??
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
