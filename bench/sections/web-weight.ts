// Web weight: the JavaScript and CSS a first visit to / fetches before first paint (measured in
// Chromium, and by static analysis of web/dist), and what each route's lazy chunk adds.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

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

/** Every JS file reachable from `entries` through static imports (the files a visit must load). */
function staticClosure(distDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(distDir, file), 'utf8');
    for (const spec of staticImportsOf(code)) {
      const resolved = spec.startsWith('/')
        ? spec.slice(1)
        : path.posix.join(path.posix.dirname(file), spec);
      visit(resolved);
    }
  };
  entries.forEach(visit);
  return [...seen];
}

function fileWeight(distDir: string, file: string): Weight {
  return weigh(fs.readFileSync(path.join(distDir, file)));
}

/** index.html's own scripts and styles, and the JS its entry statically imports. */
export function staticFirstLoad(distDir: string): {
  js: string[];
  css: string[];
  classic: string[];
} {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
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
  return { js: staticClosure(distDir, modules), css, classic };
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

/** Loads / in Chromium and keeps the scripts and styles whose response ended before FCP. */
async function measureInBrowser(
  siteUrl: string,
): Promise<{ fcp: number; files: FetchedBeforePaint[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // One throwaway visit first, so the local servers' own warm-up (first file reads, the function's
    // cold start) is not counted against the page; the measured visit has a fresh, empty cache.
    const warmup = await browser.newContext({ serviceWorkers: 'block' });
    await (await warmup.newPage()).goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
    await warmup.close();
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 30_000,
      },
    );
    await page.waitForLoadState('networkidle');
    const { fcp, resources } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (r) => ({
          url: r.name,
          initiatorType: r.initiatorType,
          responseEnd: r.responseEnd,
          transferSize: r.transferSize,
        }),
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
    await context.close();
    return { fcp: Math.round(fcp), files };
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

function routeChunks(distDir: string, manifest: Manifest, entryClosure: Set<string>): RouteChunk[] {
  const out: RouteChunk[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /src\/app\/routes\/(.+)\.tsx$/u.exec(key);
    if (match?.[1] === undefined || !chunk.file.endsWith('.js')) continue;
    const extra = staticClosure(distDir, [chunk.file]).filter((f) => !entryClosure.has(f));
    const css = (chunk.css ?? []).map((f) => fileWeight(distDir, f));
    out.push({
      route: match[1],
      chunk: chunk.file,
      own: fileWeight(distDir, chunk.file),
      onNavigation: [...extra.map((f) => fileWeight(distDir, f)), ...css].reduce(add, ZERO),
    });
  }
  return out.sort((a, b) => b.onNavigation.gzip - a.onNavigation.gzip);
}

export async function runWebWeight(siteUrl: string, distDir: string): Promise<SectionResult> {
  const result = emptyResult();

  const first = staticFirstLoad(distDir);
  const staticJs = [...first.js, ...first.classic]
    .map((f) => fileWeight(distDir, f))
    .reduce(add, ZERO);
  const staticCss = first.css.map((f) => fileWeight(distDir, f)).reduce(add, ZERO);

  const measured = await measureInBrowser(siteUrl);
  const sum = (type: 'js' | 'css') =>
    measured.files
      .filter((f) => f.type === type)
      .reduce((w, f) => add(w, { raw: f.raw, gzip: f.gzip, brotli: f.brotli }), ZERO);
  const js = sum('js');
  const css = sum('css');

  const manifest = readManifest(distDir);
  const routes = manifest === null ? [] : routeChunks(distDir, manifest, new Set(first.js));
  if (manifest === null) {
    result.warnings.push(
      'web/dist/.vite/manifest.json is missing (build.manifest off?): no route chunk sizes.',
    );
  }

  result.figures = {
    home: {
      firstContentfulPaintMs: measured.fcp,
      beforeFirstPaint: { js, css, files: measured.files },
      staticAnalysis: {
        js: staticJs,
        css: staticCss,
        files: [...first.classic, ...first.js, ...first.css],
      },
    },
    routes,
  };
  result.tables.push({
    title: 'Web weight of / (first visit)',
    header: [
      'measure',
      'JS raw KB',
      'JS gzip KB',
      'JS brotli KB',
      'CSS raw KB',
      'CSS gzip KB',
      'files',
    ],
    rows: [
      [
        'fetched before FCP (Chromium)',
        kb(js.raw),
        kb(js.gzip),
        kb(js.brotli),
        kb(css.raw),
        kb(css.gzip),
        measured.files.length,
      ],
      [
        'index.html + static imports (all loaded at start)',
        kb(staticJs.raw),
        kb(staticJs.gzip),
        kb(staticJs.brotli),
        kb(staticCss.raw),
        kb(staticCss.gzip),
        first.js.length + first.classic.length + first.css.length,
      ],
    ],
    note: `FCP ${measured.fcp} ms on localhost, unthrottled. gzip = zlib level 6 of the served bytes; brotli at its default quality.`,
  });
  result.tables.push({
    title: 'Files fetched before first paint on /',
    header: ['file', 'gzip KB', 'raw KB', 'response end ms'],
    rows: [...measured.files]
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
    actual: `${kb(js.gzip)} KB (index.html starts ${kb(staticJs.gzip)} KB)`,
    // The budget is what the browser fetched before first paint; the static figure (everything
    // index.html starts loading, which may arrive after a prerendered first paint) is context.
    pass: js.gzip <= HOME_JS_BUDGET_KB * 1024,
  });
  return result;
}
