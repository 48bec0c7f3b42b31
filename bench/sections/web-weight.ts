// Web weight: the JavaScript and CSS a first visit to / fetches before first paint (measured in
// Chromium, and by static analysis of web/dist), and what each route's lazy chunk adds.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { chromium, type Browser } from '@playwright/test';

import { kb } from '../support/stats.js';
import { emptyResult, type SectionResult } from '../support/report.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';

const HOME_JS_BUDGET_KB = 100;

interface Weight {
  raw: number;
  gzip: number;
  /** What Firebase Hosting actually sends to browsers that accept it. */
  brotli: number;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function weigh(bytes: Buffer): Weight {
  // gzip at zlib's default level 6 (the budget's unit), brotli at its default quality.
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes).length,
    brotli: brotliCompressSync(bytes).length,
  };
}

function add(a: Weight, b: Weight): Weight {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

const ZERO: Weight = { raw: 0, gzip: 0, brotli: 0 };

function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/** Static `import ... from "./x.js"` / `import "./x.js"` in built code; dynamic `import(...)` is not. */
export function staticImportsOf(code: string): string[] {
  const found = new Set<string>();
  const pattern =
    /(?:^|[;\n}])\s*(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*[\w$*{}\s,]+?\s*from\s*)["']([^"']+\.js)["']/gu;
  for (const match of code.matchAll(pattern)) if (match[1] !== undefined) found.add(match[1]);
  return [...found];
}

/** Reads a built file by its path relative to the site root: from web/dist, or from the served site. */
type Read = (file: string) => Promise<Buffer>;

function diskReader(distDir: string): Read {
  return (file) => fs.promises.readFile(path.join(distDir, file));
}

/** What Hosting actually serves (web/dist on disk may be rebuilt by another stack meanwhile). */
function httpReader(siteUrl: string): Read {
  const cache = new Map<string, Promise<Buffer>>();
  return (file) => {
    let body = cache.get(file);
    if (body === undefined) {
      body = fetch(`${siteUrl}/${file}`).then(async (res) => {
        if (!res.ok) throw new Error(`GET /${file} answered ${res.status}.`);
        return Buffer.from(await res.arrayBuffer());
      });
      cache.set(file, body);
    }
    return body;
  };
}

/** Every JS file reachable from `entries` through static imports (the files a visit must load). */
async function staticClosure(read: Read, entries: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = (await read(file)).toString('utf8');
    for (const spec of staticImportsOf(code)) {
      const resolved = spec.startsWith('/')
        ? spec.slice(1)
        : path.posix.join(path.posix.dirname(file), spec);
      await visit(resolved);
    }
  };
  for (const entry of entries) await visit(entry);
  return [...seen];
}

async function weightOf(read: Read, files: string[]): Promise<Weight> {
  const weights = await Promise.all(files.map(async (f) => weigh(await read(f))));
  return weights.reduce(add, ZERO);
}

interface FirstLoad {
  js: string[];
  css: string[];
  classic: string[];
}

/** An HTML page's own scripts and styles, and the JS its module scripts statically import. */
export async function staticFirstLoad(read: Read, html: string): Promise<FirstLoad> {
  const attr = (tag: string, name: string) =>
    new RegExp(`${name}=["']([^"']+)["']`, 'u').exec(tag)?.[1];
  const tags = html.match(/<(?:script|link)\b[^>]*>/gu) ?? [];
  const modules: string[] = [];
  const classic: string[] = [];
  const css: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('<script')) {
      const src = attr(tag, 'src');
      if (src === undefined) continue;
      (/type=["']module["']/u.test(tag) ? modules : classic).push(src.replace(/^\//u, ''));
    } else {
      const href = attr(tag, 'href');
      const rel = attr(tag, 'rel');
      if (href === undefined) continue;
      if (rel === 'stylesheet') css.push(href.replace(/^\//u, ''));
      if (rel === 'modulepreload') modules.push(href.replace(/^\//u, ''));
    }
  }
  return { js: await staticClosure(read, modules), css, classic };
}

interface FetchedBeforePaint {
  url: string;
  type: 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
  /** Bytes on the wire as the browser saw them (the local Hosting emulator sends brotli). */
  transfer: number;
  responseEnd: number;
}

/**
 * Lighthouse's mobile preset as DevTools applies it ("Slow 4G" plus a 4x slower CPU): on localhost
 * without it every file arrives within milliseconds, before any paint, whatever the page does.
 */
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface BrowserMeasure {
  fcp: number;
  files: FetchedBeforePaint[];
}

async function visit(
  browser: Browser,
  siteUrl: string,
  throttled: boolean,
  locale?: string,
): Promise<BrowserMeasure> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale });
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.goto(`${siteUrl}/`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const { fcp, resources } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (r) => ({ url: r.name, responseEnd: r.responseEnd, transferSize: r.transferSize }),
      ),
    }));
    const files: FetchedBeforePaint[] = [];
    for (const r of resources) {
      const pathname = new URL(r.url).pathname;
      const type = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
      if (type === null || r.responseEnd > fcp) continue;
      // Sizes from the bytes themselves, so they do not depend on the server's compression.
      const body = Buffer.from(await (await fetch(r.url)).arrayBuffer());
      files.push({
        url: pathname,
        type,
        ...weigh(body),
        transfer: r.transferSize,
        responseEnd: Math.round(r.responseEnd),
      });
    }
    return { fcp: Math.round(fcp), files };
  } finally {
    await context.close();
  }
}

/** The other languages' browsers: each must stay within the same budget (its catalogue comes later). */
const OTHER_LOCALES = { de: 'de-DE', fr: 'fr-FR', es: 'es-ES' } as const;

/** Loads / in Chromium (fresh cache each time) and keeps the scripts and styles that arrived before FCP. */
async function measureInBrowser(siteUrl: string): Promise<{
  fast: BrowserMeasure;
  slow: BrowserMeasure;
  languages: [string, BrowserMeasure][];
}> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // One throwaway visit first, so the local servers' own warm-up (first file reads, the function's
    // cold start) is not counted against the page.
    const warmup = await browser.newContext({ serviceWorkers: 'block' });
    await (await warmup.newPage()).goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
    await warmup.close();
    const fast = await visit(browser, siteUrl, false);
    const slow = await visit(browser, siteUrl, true);
    const languages: [string, BrowserMeasure][] = [];
    for (const [language, locale] of Object.entries(OTHER_LOCALES)) {
      languages.push([language, await visit(browser, siteUrl, false, locale)]);
    }
    return { fast, slow, languages };
  } finally {
    await browser.close();
  }
}

interface RouteChunk {
  route: string;
  chunk: string;
  own: Weight;
  /** The chunk plus the static imports a visitor does not already have from the entry. */
  onNavigation: Weight;
}

async function routeChunks(
  read: Read,
  manifest: Manifest,
  entryClosure: Set<string>,
): Promise<RouteChunk[]> {
  const out: RouteChunk[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /src\/app\/routes\/(.+)\.tsx$/u.exec(key);
    if (match?.[1] === undefined || !chunk.file.endsWith('.js')) continue;
    const extra = (await staticClosure(read, [chunk.file])).filter((f) => !entryClosure.has(f));
    out.push({
      route: match[1],
      chunk: chunk.file,
      own: await weightOf(read, [chunk.file]),
      onNavigation: await weightOf(read, [...extra, ...(chunk.css ?? [])]),
    });
  }
  return out.sort((a, b) => b.onNavigation.gzip - a.onNavigation.gzip);
}

function totals(files: FetchedBeforePaint[], type: 'js' | 'css'): Weight {
  return files
    .filter((f) => f.type === type)
    .reduce((w, f) => add(w, { raw: f.raw, gzip: f.gzip, brotli: f.brotli }), ZERO);
}

export async function runWebWeight(siteUrl: string, distDir: string): Promise<SectionResult> {
  const result = emptyResult();

  const served = httpReader(siteUrl);
  const first = await staticFirstLoad(served, (await served('')).toString('utf8'));
  const staticJs = await weightOf(served, [...first.js, ...first.classic]);
  const staticCss = await weightOf(served, first.css);

  const { fast, slow, languages } = await measureInBrowser(siteUrl);
  const js = totals(fast.files, 'js');
  const css = totals(fast.files, 'css');
  const slowJs = totals(slow.files, 'js');
  const slowCss = totals(slow.files, 'css');

  // Route chunks come from the build's manifest on disk, so they are measured from disk too.
  const manifest = readManifest(distDir);
  const disk = diskReader(distDir);
  let routes: RouteChunk[] = [];
  if (manifest === null) {
    result.warnings.push(
      `${path.relative(process.cwd(), distDir)}/.vite/manifest.json is missing (build.manifest off?): no route chunk sizes.`,
    );
  } else {
    const diskHtml = (await disk('index.html')).toString('utf8');
    const diskFirst = await staticFirstLoad(disk, diskHtml);
    if (diskFirst.js.join() !== first.js.join()) {
      result.warnings.push(
        `${path.relative(process.cwd(), distDir)} on disk is not the build Hosting served (rebuilt meanwhile?): route chunks are from disk.`,
      );
    }
    routes = await routeChunks(disk, manifest, new Set(diskFirst.js));
  }

  result.figures = {
    home: {
      unthrottled: { firstContentfulPaintMs: fast.fcp, js, css, files: fast.files },
      slow4g: { firstContentfulPaintMs: slow.fcp, js: slowJs, css: slowCss, files: slow.files },
      staticAnalysis: {
        js: staticJs,
        css: staticCss,
        files: [...first.classic, ...first.js, ...first.css],
      },
    },
    routes,
  };
  const row = (label: string, j: Weight, c: Weight, files: number, fcp: number | null) => [
    label,
    kb(j.raw),
    kb(j.gzip),
    kb(j.brotli),
    kb(c.raw),
    kb(c.gzip),
    files,
    fcp,
  ];
  result.tables.push({
    title: 'Web weight of / (first visit, empty cache)',
    header: [
      'measure',
      'JS raw KB',
      'JS gzip KB',
      'JS brotli KB',
      'CSS raw KB',
      'CSS gzip KB',
      'files',
      'FCP ms',
    ],
    rows: [
      row('before FCP, Chromium, unthrottled', js, css, fast.files.length, fast.fcp),
      row('before FCP, Chromium, slow 4G + 4x CPU', slowJs, slowCss, slow.files.length, slow.fcp),
      row(
        'index.html + static imports (all loaded at start)',
        staticJs,
        staticCss,
        first.js.length + first.classic.length + first.css.length,
        null,
      ),
    ],
    note:
      'Files whose Resource Timing responseEnd precedes first-contentful-paint. gzip = zlib level 6 of ' +
      'the served bytes; brotli at its default quality. Throttled = DevTools "Slow 4G" (562.5 ms, ' +
      '1.47 Mbps) and a 4x CPU slowdown, as Lighthouse mobile applies them.',
  });
  result.tables.push({
    title: 'Files fetched before first paint on / (unthrottled)',
    header: ['file', 'gzip KB', 'raw KB', 'response end ms'],
    rows: [...fast.files]
      .sort((a, b) => b.gzip - a.gzip)
      .map((f) => [f.url, kb(f.gzip), kb(f.raw), f.responseEnd]),
  });
  if (routes.length > 0) {
    result.tables.push({
      title: 'Route chunks (lazy)',
      header: ['route module', 'chunk gzip KB', 'chunk raw KB', 'new on navigation gzip KB'],
      rows: routes.map((r) => [r.route, kb(r.own.gzip), kb(r.own.raw), kb(r.onNavigation.gzip)]),
      note: '"New on navigation" adds the static imports (and CSS) the entry has not already loaded.',
    });
  }
  result.budgets.push({
    budget: 'Home: JavaScript before first paint (gzip)',
    limit: `<= ${HOME_JS_BUDGET_KB} KB`,
    actual: `${kb(js.gzip)} KB unthrottled; ${kb(slowJs.gzip)} KB on slow 4G; index.html starts ${kb(staticJs.gzip)} KB`,
    // Judged on the unthrottled visit, the larger figure: on a fast connection everything the page
    // starts with arrives before the paint, which is what a byte budget is about.
    pass: js.gzip <= HOME_JS_BUDGET_KB * 1024,
  });
  for (const [language, measure] of languages) {
    const languageJs = totals(measure.files, 'js');
    result.budgets.push({
      budget: `Home in a ${language} browser: JavaScript before first paint (gzip)`,
      limit: `<= ${HOME_JS_BUDGET_KB} KB`,
      actual: `${kb(languageJs.gzip)} KB unthrottled, first paint at ${measure.fcp} ms`,
      pass: languageJs.gzip <= HOME_JS_BUDGET_KB * 1024,
    });
  }
  return result;
}
