// Build step: after the client build, render pages with react-dom/server (src/boot/prerender.tsx,
// bundled by a Vite SSR build) into dist/, so they paint before any JavaScript arrives:
// - each page the route table marks `prerender` (the home into index.html, /login into login.html,
//   ...: Hosting's clean URLs serve them) with its first screen and title, hydrated by the app afterwards,
//   in English at the root and in every language under i18n/<lang>/ (Hosting's i18n rewrites);
// - dist/app.html, which firebase.json serves for every other path: header, footer and a spinner,
//   which the app's first render adopts (it renders the same while the router loads the screen).
//   Protected screens wait for the auth state anyway.
// The entry (src/boot/main.tsx) loads the app chunk (src/boot/start.tsx) after that first paint.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build, type InlineConfig, type Plugin } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';
/** The route modules' folder, from the web root (src/app/screens.ts): one lazy chunk per screen. */
export const SCREENS = 'src/app/routes/';
const TITLE = /<title>[^<]*<\/title>/u;
const HTML_LANG = '<html lang="en">';
/** firebase.json's hosting "i18n" root: the pages in each language, one folder per language. */
export const I18N_ROOT = 'i18n';
/** app.html's title until the screen sets its own. */
const APP_TITLE = 'RUN';

interface Prerendered {
  markup: string;
  title: string | null;
}

interface PrerenderModule {
  prerenderedPages(): PrerenderedPage[];
  prerenderLanguages: readonly string[];
  prerender(pathname: string, language: string): Promise<Prerendered>;
  prerenderShell(language: string): Promise<Prerendered>;
}

interface PrerenderedPage {
  path: string;
  /** The file in the output folder. */
  file: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
}

/**
 * `ssrConfig` is what the SSR build needs from the app's config (plugins that transform source,
 * aliases); the SSR bundle goes under node_modules/.cache so its bare imports (react, react-router)
 * resolve from the workspace.
 */
export function prerenderPages(ssrConfig: Pick<InlineConfig, 'plugins' | 'resolve'>): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let base = '/';
  let preloadFiles: string[] = [];
  return {
    name: 'run:prerender-pages',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      // The entry and what it imports statically: index.html loads (and Vite preloads) them anyway.
      const entries = new Set<string>();
      const addEntry = (fileName: string) => {
        if (entries.has(fileName)) return;
        entries.add(fileName);
        for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? [])
          addEntry(imported);
      };
      for (const chunk of chunks.filter((c) => c.isEntry)) addEntry(chunk.fileName);
      const files: string[] = [];
      // A chunk, then what it imports statically.
      const visit = (fileName: string) => {
        if (entries.has(fileName) || files.includes(fileName)) return;
        files.push(fileName);
        for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? [])
          visit(imported);
      };
      // What the entry loads after first paint on an app.html page: the app and, for the protected
      // screens (all but 404), Firebase Auth's session check. That is each chunk the entry imports
      // dynamically except the screens (app/screens.ts), which differ by page.
      const screens = path.join(root, SCREENS);
      for (const entry of chunks.filter((c) => c.isEntry)) {
        for (const imported of entry.dynamicImports) {
          const chunk = chunks.find((c) => c.fileName === imported);
          if (!chunk?.facadeModuleId?.startsWith(screens)) visit(imported);
        }
      }
      preloadFiles = files;
    },
    async closeBundle() {
      const indexPath = path.join(outDir, 'index.html');
      const html = fs.readFileSync(indexPath, 'utf8');
      if (!html.includes(EMPTY_ROOT)) throw new Error(`${indexPath} has no ${EMPTY_ROOT}`);
      if (!TITLE.test(html)) throw new Error(`${indexPath} has no <title>`);

      // One folder per output folder (stacks at other port offsets build dist-<offset> at the same
      // time) and per build: the page chunks import ../prerender.js, so it must be imported by its plain
      // URL (a cache-busting query would load a second copy), which Node caches per process.
      const ssrParent = path.join(
        root,
        'node_modules',
        '.cache',
        'run-prerender',
        path.basename(outDir),
      );
      fs.rmSync(ssrParent, { recursive: true, force: true });
      const ssrOutDir = path.join(ssrParent, String(Date.now()));
      await build({
        ...ssrConfig,
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        publicDir: false,
        build: {
          ssr: 'src/boot/prerender.tsx',
          outDir: ssrOutDir,
          emptyOutDir: true,
          target: 'node22',
          minify: false,
        },
      });
      const entry = pathToFileURL(path.join(ssrOutDir, 'prerender.js')).href;
      const module = (await import(entry)) as PrerenderModule;

      if (!html.includes(HTML_LANG)) throw new Error(`${indexPath} has no ${HTML_LANG}`);
      const page = (rendered: Prerendered, language: string, rootAttributes: string) =>
        html
          .replace(HTML_LANG, `<html lang="${language}">`)
          .replace(TITLE, `<title>${escapeHtml(rendered.title ?? APP_TITLE)}</title>`)
          .replace(EMPTY_ROOT, `<div id="root" ${rootAttributes}>${rendered.markup}</div>`);
      const preloads = preloadFiles
        .map(
          (file) =>
            `    <link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">\n`,
        )
        .join('');
      // English at the root (what a visitor whose languages RUN lacks gets), and every language,
      // English too, under i18n/<lang>/: Hosting serves the first of the visitor's languages it has
      // there (Accept-Language, or the switcher's cookie), so an "en-US, de" visitor gets English.
      for (const language of module.prerenderLanguages) {
        const folders = [path.join(I18N_ROOT, language), ...(language === 'en' ? [''] : [])];
        const write = (file: string, text: string) => {
          for (const folder of folders) {
            fs.mkdirSync(path.join(outDir, folder), { recursive: true });
            fs.writeFileSync(path.join(outDir, folder, file), text);
          }
        };
        for (const { path: pathname, file } of module.prerenderedPages()) {
          const rendered = await module.prerender(pathname, language);
          write(file, page(rendered, language, `data-prerendered="${pathname}"`));
        }
        const shell = await module.prerenderShell(language);
        write(
          'app.html',
          page(shell, language, 'data-shell').replace('  </head>', `${preloads}  </head>`),
        );
      }
    },
  };
}
