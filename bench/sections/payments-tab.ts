// The console's Payments tab (docs/budgets.md): how soon an organiser who opens it sees their first
// payments. The sample's console race is free, so the section makes a priced race whose runners (300
// by default) each registered and paid by card through the API; then its organiser signs in through
// the login form in Chromium and opens `/dashboard/races/{id}?tab=payments` once untimed (the local
// servers' warm-up), then COLD_LOADS times, each with the HTTP cache cleared (the session kept): the
// time from navigation start until the ledger table's first row is laid out, the median judged.
import { chromium, type Page } from '@playwright/test';

import { createOpenMarathon } from '../support/api.js';
import { creatorAndRunners } from '../support/auth-emulator.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';
import { untilQuiet } from '../support/firestore-stats.js';
import { payByCard, priceOf } from '../support/paid-place.js';
import { mapLimit } from '../support/pool.js';
import { emptyResult, type Section, type SectionTarget } from '../support/report.js';
import { signInThroughForm } from '../support/sign-in.js';
import { median, round } from '../support/stats.js';

const COLD_LOADS = 3;
const BUDGET_MS = 1000;
/** Set-up requests in flight at once (registering and paying before the timing; not timed). */
const SETUP_IN_FLIGHT = 16;
/** The caption the Payments tab gives its ledger table (payments-panel.tsx). */
const CAPTION_START = 'Payments of ';

export interface PaymentsTabOptions extends SectionTarget {
  siteUrl: string;
  /** Paid registrations of the race whose tab is opened. */
  payments: number;
}

interface Load {
  /** From navigation start until the ledger's first row has a box. */
  firstRowMs: number;
  /** The ledger's first page, GET .../payments, from its request to its last byte. */
  ledgerMs: number | null;
  /** When, after navigation start, that request left. */
  ledgerStartMs: number | null;
}

/** One load of the tab, timed inside the page (performance.now() counts from navigation start). */
async function timeLoad(page: Page, url: string, captionStart: string): Promise<Load> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (caption) => {
      const table = [...document.querySelectorAll('table')].find((t) =>
        t.caption?.textContent?.startsWith(caption),
      );
      const box = table?.tBodies[0]?.rows[0]?.getBoundingClientRect();
      if (box === undefined || box.width === 0 || box.height === 0) return false;
      const ledger = performance
        .getEntriesByType('resource')
        .find((e) => /\/payments(\?|$)/u.test(new URL(e.name).pathname + new URL(e.name).search));
      const entry = ledger as PerformanceResourceTiming | undefined;
      return {
        firstRowMs: performance.now(),
        ledgerMs: entry ? entry.responseEnd - entry.startTime : null,
        ledgerStartMs: entry ? entry.startTime : null,
      };
    },
    captionStart,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as Load;
}

export const runPaymentsTab: Section<PaymentsTabOptions> = async (options, progress) => {
  const result = emptyResult();
  const { creator, runners } = await creatorAndRunners(options, 'ptab', options.payments, progress);
  const title = `Bench payments tab ${options.tag}`;
  const marathonId = await createOpenMarathon(options.apiUrl, creator, title, {
    // The site's own image: the console loads nothing from elsewhere.
    marathonImageURL: `${options.siteUrl}/images/marathons/coast.svg`,
    distances: [
      {
        name: '10K',
        runningDistance: '10 km',
        capacity: null,
        prices: [{ label: 'Entry', amount: 4500, until: null }],
      },
    ],
    currency: 'EUR',
    paymentMethods: ['card'],
  });
  const price = await priceOf(options.apiUrl, marathonId);
  progress(`  set-up: ${runners.length} runners register and pay by card...`);
  await mapLimit(runners, SETUP_IN_FLIGHT, (r, i) =>
    payByCard(options.apiUrl, marathonId, r, i, price),
  );
  await untilQuiet(options.firestoreHost, progress)();

  const url = `${options.siteUrl}/dashboard/races/${encodeURIComponent(marathonId)}?tab=payments`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loads: Load[] = [];
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInThroughForm(page, options.siteUrl, creator);
    const cdp = await context.newCDPSession(page);
    // One untimed load first, as the web section does: the functions emulator starts a worker for
    // each request it serves at once, and their cold starts (seconds on a busy machine) are the local
    // stack's, not the tab's.
    await timeLoad(page, url, CAPTION_START);
    for (let k = 1; k <= COLD_LOADS; k += 1) {
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
      const load = await timeLoad(page, url, CAPTION_START);
      progress(
        `  payments tab load ${k}/${COLD_LOADS}: first row at ${round(load.firstRowMs, 0)} ms`,
      );
      loads.push(load);
    }
  } finally {
    await browser.close();
  }

  const firstRow = round(median(loads.map((l) => l.firstRowMs)), 0);
  result.figures = { marathonId, payments: options.payments, loads, medianFirstRowMs: firstRow };
  result.tables.push({
    title: `The console's Payments tab: a race with ${options.payments} card payments, ${COLD_LOADS} cold loads`,
    header: ['load', 'first row ms', 'ledger request starts ms', 'ledger answer ms'],
    rows: loads.map((l, i) => [
      i + 1,
      round(l.firstRowMs, 0),
      l.ledgerStartMs === null ? '-' : round(l.ledgerStartMs, 0),
      l.ledgerMs === null ? '-' : round(l.ledgerMs, 0),
    ]),
    note:
      'Chromium (Playwright, unthrottled), signed in as the race organiser through the login form; ' +
      'after one untimed load (the functions emulator’s workers start), each load with the HTTP cache cleared. Times from navigation start; the ledger request is the ' +
      "tab's first page of GET /api/marathon/{id}/payments (Resource Timing).",
  });
  result.budgets.push({
    budget: `Console Payments tab: first rows visible (${options.payments} payments, median of ${COLD_LOADS} cold loads)`,
    limit: `< ${BUDGET_MS} ms`,
    actual: `${firstRow} ms (${loads.map((l) => round(l.firstRowMs, 0)).join(', ')})`,
    pass: firstRow < BUDGET_MS,
  });
  return result;
};
