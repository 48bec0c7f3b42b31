// Debian's Chromium (no browser download), with the flags that keep it quiet and offline: the one
// browser of the benchmark and of the browser tests (playwright.config.ts).
export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
