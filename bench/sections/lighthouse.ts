// Lighthouse 12, mobile preset with its default (simulated) throttling, median of N runs, for / (in an
// English and a German browser), /login, the site's own pages (/terms, /privacy, /faq, /contact), a public results page, /marathons,
// a details page and the pages of a runner's checkout: the register page of a priced race, the receipt
// of a paid place and My Apply List. The signed-in pages need a session: Playwright signs in once
// through the login form in the same Chromium, and those runs keep storage (disableStorageReset) while
// the HTTP cache is still cleared before each run, so every run is a cold load of a signed-in user.
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import lighthouse from 'lighthouse';

import type { Runner } from '../support/auth-emulator.js';
import { launchDebugChrome } from '../support/debug-chrome.js';
import { payByCard, priceOf } from '../support/paid-place.js';
import { signInThroughForm } from '../support/sign-in.js';
import { emptyResult, type Progress, type SectionResult } from '../support/report.js';
import { median, round } from '../support/stats.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface RunFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  /** The LCP of the unthrottled recording that Lighthouse simulates slow 4G and a 4x CPU from. */
  observedLcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /**
   * Lighthouse's measure of this machine's speed just before the run (higher is faster). This
   * machine's varies by up to 2x from run to run, so a score is read beside it (docs/budgets.md).
   */
  benchmarkIndex: number;
}

interface PageResult {
  page: string;
  url: string;
  median: RunFigures;
  runs: RunFigures[];
  /** Audits that cost points in the median-performance run, for whoever fixes them. */
  failingAudits: string[];
  finalUrl: string;
}

const BUDGET = { performance: 95, accessibility: 95, cls: 0.05 };

/** Up to three concrete culprits of a failed audit (console messages, elements), for whoever fixes it. */
function auditExamples(audit: { details?: unknown }): string {
  const details = audit.details as { items?: unknown[] } | undefined;
  const items = Array.isArray(details?.items) ? details.items : [];
  const examples = items.slice(0, 3).map((raw) => {
    const item = raw as {
      description?: unknown;
      url?: unknown;
      sourceLocation?: { url?: unknown };
      node?: { selector?: unknown; snippet?: unknown };
    };
    const text = item.description ?? item.node?.selector ?? item.node?.snippet ?? item.url;
    const where = item.sourceLocation?.url ?? item.url;
    if (typeof text !== 'string') return null;
    const suffix = typeof where === 'string' && where !== text ? ` (${where})` : '';
    return `${text.slice(0, 160)}${suffix.slice(0, 120)}`;
  });
  const found = examples.filter((e): e is string => e !== null);
  return found.length > 0 ? `: ${found.join(' | ')}` : '';
}

async function auditOnce(
  url: string,
  port: number,
  keepStorage: boolean,
): Promise<{ figures: RunFigures; failing: string[]; finalUrl: string }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepStorage,
  });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError !== undefined)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedLargestContentfulPaint?: number }[] } | undefined;
  const observedLcp = metrics?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}${auditExamples(a)}`);
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: round(numeric('largest-contentful-paint'), 0),
      observedLcpMs: round(observedLcp, 0),
      tbtMs: round(numeric('total-blocking-time'), 0),
      cls: round(numeric('cumulative-layout-shift'), 3),
      fcpMs: round(numeric('first-contentful-paint'), 0),
      benchmarkIndex: round(lhr.environment.benchmarkIndex, 0),
    },
    failing,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

function medianFigures(runs: RunFigures[]): RunFigures {
  const m = (k: keyof RunFigures) => median(runs.map((r) => r[k]));
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    'best-practices': m('best-practices'),
    seo: m('seo'),
    lcpMs: m('lcpMs'),
    observedLcpMs: m('observedLcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    fcpMs: m('fcpMs'),
    benchmarkIndex: m('benchmarkIndex'),
  };
}

async function auditPage(
  page: string,
  url: string,
  port: number,
  runs: number,
  beforeEach: (() => Promise<void>) | null,
  progress: Progress,
): Promise<PageResult> {
  const all: Awaited<ReturnType<typeof auditOnce>>[] = [];
  for (let i = 0; i < runs; i += 1) {
    if (beforeEach !== null) await beforeEach();
    const run = await auditOnce(url, port, beforeEach !== null);
    progress(
      `  lighthouse ${page} run ${i + 1}/${runs}: performance ${run.figures.performance}, accessibility ${run.figures.accessibility} (benchmark index ${run.figures.benchmarkIndex})`,
    );
    all.push(run);
  }
  const figures = all.map((r) => r.figures);
  const med = medianFigures(figures);
  const representative = all.find((r) => r.figures.performance === med.performance) ?? all[0];
  return {
    page,
    url,
    median: med,
    runs: figures,
    failingAudits: representative?.failing ?? [],
    finalUrl: representative?.finalUrl ?? url,
  };
}

/** Signs in through the login form; the session lives in the profile's IndexedDB from then on. */
async function signIn(browser: Browser, siteUrl: string, runner: Runner): Promise<CDPSession> {
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await signInThroughForm(page, siteUrl, runner);
  await page.goto(`${siteUrl}/marathons`);
  await page.waitForLoadState('networkidle');
  if (new URL(page.url()).pathname.startsWith('/login')) {
    throw new Error('Signed in, but /marathons still redirects to /login.');
  }
  return context.newCDPSession(page);
}

/** The site's own pages (config/site.ts in the web app holds their words): public and prerendered. */
const SITE_PAGES = ['/terms', '/privacy', '/faq', '/contact'];

export async function runLighthouse(
  options: {
    siteUrl: string;
    /** The API through Hosting, where the signed-in runner registers and pays. */
    apiUrl: string;
    detailsId: string | null;
    /** A priced race open for registration: its register page, then a paid place's receipt. */
    pricedId: string | null;
    /** A race with published results: its public results page is audited as a first visitor. */
    resultsId: string | null;
    runs: number;
    signInAs: Runner;
  },
  progress: Progress,
): Promise<SectionResult> {
  const result = emptyResult();
  const chrome = await launchDebugChrome();
  let browser: Browser | undefined;
  const pages: PageResult[] = [];
  try {
    // Public pages first: each run starts from empty storage, as a first visitor does.
    const publicPages: [string, string][] = [
      ['/', '/'],
      ['/login', '/login'],
    ];
    if (options.resultsId !== null) {
      publicPages.push(['/marathons/{id}/results', `/marathons/${options.resultsId}/results`]);
    } else result.warnings.push('No race with results, so the results page was not audited.');
    for (const path of SITE_PAGES) publicPages.push([path, path]);
    for (const [name, path] of publicPages) {
      pages.push(
        await auditPage(
          name,
          `${options.siteUrl}${path}`,
          chrome.port,
          options.runs,
          null,
          progress,
        ),
      );
    }
    // The home page as a German browser gets it: the same budget in every language (its catalogue
    // loads only when chosen, after first paint).
    const german = await launchDebugChrome('de-DE');
    try {
      pages.push(
        await auditPage(
          '/ (German browser)',
          `${options.siteUrl}/`,
          german.port,
          options.runs,
          null,
          progress,
        ),
      );
    } finally {
      await german.stop();
    }
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    let cdp: CDPSession | null = null;
    try {
      cdp = await signIn(browser, options.siteUrl, options.signInAs);
    } catch (error) {
      result.warnings.push(
        `Could not sign in through /login, so the protected pages were not audited: ${String(error)}`,
      );
    }
    if (cdp !== null) {
      const session = cdp;
      const clearCache = async () => {
        await session.send('Network.clearBrowserCache');
      };
      const audit = async (name: string, path: string) => {
        const page = await auditPage(
          name,
          `${options.siteUrl}${path}`,
          chrome.port,
          options.runs,
          clearCache,
          progress,
        );
        if (new URL(page.finalUrl).pathname.startsWith('/login')) {
          result.warnings.push(
            `${name} ended on /login: the session did not hold, so it audited the login page.`,
          );
        }
        pages.push(page);
      };
      await audit('/marathons', '/marathons');
      if (options.detailsId !== null)
        await audit('/marathons/{id}', `/marathons/${options.detailsId}`);
      else result.warnings.push('No marathon to open, so the details page was not audited.');
      if (options.pricedId !== null) {
        // The checkout as a runner meets it: the register page before registering, then (the place
        // registered and paid through the API) the receipt, the Done step, and My Apply List.
        await audit('/marathonRegister/{id} (priced)', `/marathonRegister/${options.pricedId}`);
        const price = await priceOf(options.apiUrl, options.pricedId);
        const paymentId = await payByCard(
          options.apiUrl,
          options.pricedId,
          options.signInAs,
          0,
          price,
        );
        await audit(
          '/marathons/{id}/receipts/{paymentId}',
          `/marathons/${options.pricedId}/receipts/${paymentId}`,
        );
      } else
        result.warnings.push(
          'No priced race open for registration, so its register page and a receipt were not audited.',
        );
      await audit('/dashboard/applied-marathons', '/dashboard/applied-marathons');
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await chrome.stop();
  }

  result.figures = {
    runsPerPage: options.runs,
    preset: 'mobile, simulated throttling (Lighthouse default)',
    pages,
  };
  result.tables.push({
    title: `Lighthouse (mobile, median of ${options.runs})`,
    header: [
      'page',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP ms',
      'LCP observed ms',
      'TBT ms',
      'CLS',
      'FCP ms',
      'benchmark index',
    ],
    rows: pages.map((p) => [
      p.page,
      p.median.performance,
      p.median.accessibility,
      p.median['best-practices'],
      p.median.seo,
      p.median.lcpMs,
      p.median.observedLcpMs,
      p.median.tbtMs,
      p.median.cls,
      p.median.fcpMs,
      p.median.benchmarkIndex,
    ]),
    note: 'Each metric is the median over the runs of that metric. LCP is simulated (slow 4G, 4x CPU) from an unthrottled recording, whose own LCP is "LCP observed". The benchmark index is the speed Lighthouse measures for this machine before each run (higher is faster); read a score beside it. Audits below 0.9 in the median run are in latest.json (failingAudits).',
  });
  for (const p of pages) {
    const m = p.median;
    result.budgets.push({
      budget: `Lighthouse ${p.page}: performance / accessibility / CLS`,
      limit: `>= ${BUDGET.performance} / >= ${BUDGET.accessibility} / < ${BUDGET.cls}`,
      actual: `${m.performance} / ${m.accessibility} / ${m.cls}`,
      pass:
        m.performance >= BUDGET.performance &&
        m.accessibility >= BUDGET.accessibility &&
        m.cls < BUDGET.cls,
    });
  }
  return result;
}
