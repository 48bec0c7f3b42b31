// Build step: after the client build, render the home page's first screen with react-dom/server
// (src/app/prerender.tsx, bundled by a Vite SSR build) into dist/index.html, so `/` paints before the
// JavaScript arrives. Every other path is served dist/app.html, the same page with an empty #root
// (firebase.json rewrites `**` to it), so no other route ever shows the home markup. The entry
// (src/main.tsx) loads the app chunk (src/app/start.tsx) with import(): after the first paint on the
// prerendered home, at once elsewhere, where app.html's modulepreload links have already fetched it
// in parallel with the entry.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build, type InlineConfig, type Plugin } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';
const APP_CHUNK = '/src/app/start.tsx';

interface PrerenderModule {
  prerender(pathname: string): Promise<string>;
}

/**
 * `ssrConfig` is what the SSR build needs from the app's config (plugins that transform source,
 * aliases); the SSR bundle goes under node_modules/.cache so its bare imports (react, react-router)
 * resolve from the workspace.
 */
export function prerenderHome(ssrConfig: Pick<InlineConfig, 'plugins' | 'resolve'>): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let base = '/';
  /** The app chunk and every chunk it imports statically, in load order. */
  let appChunks: string[] = [];
  return {
    name: 'run:prerender-home',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) =>
          c.type === 'chunk' ? [[c.fileName, c] as const] : [],
        ),
      );
      const app = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(APP_CHUNK));
      if (!app) throw new Error(`no chunk for ${APP_CHUNK}`);
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
      };
      visit(app.fileName);
      appChunks = [...seen];
    },
    async closeBundle() {
      const indexPath = path.join(outDir, 'index.html');
      const html = fs.readFileSync(indexPath, 'utf8');
      if (!html.includes(EMPTY_ROOT)) throw new Error(`${indexPath} has no ${EMPTY_ROOT}`);

      // One folder per output folder: stacks at other port offsets build dist-<offset> at the same time.
      const ssrOutDir = path.join(
        root,
        'node_modules',
        '.cache',
        'run-prerender',
        path.basename(outDir),
      );
      await build({
        ...ssrConfig,
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        publicDir: false,
        build: {
          ssr: 'src/app/prerender.tsx',
          outDir: ssrOutDir,
          emptyOutDir: true,
          target: 'node22',
          minify: false,
        },
      });
      const entry = pathToFileURL(path.join(ssrOutDir, 'prerender.js')).href;
      const { prerender } = (await import(`${entry}?t=${Date.now()}`)) as PrerenderModule;
      const markup = await prerender('/');

      const preloads = appChunks
        .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
        .join('');
      fs.writeFileSync(
        path.join(outDir, 'app.html'),
        html.replace('  </head>', `${preloads}  </head>`),
      );
      fs.writeFileSync(
        indexPath,
        html.replace(EMPTY_ROOT, `<div id="root" data-prerendered="/">${markup}</div>`),
      );
    },
  };
}
