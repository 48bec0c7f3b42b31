// Build step: after the client build, render the home page's first screen with react-dom/server
// (src/app/prerender.tsx, bundled by a Vite SSR build) into dist/index.html, so `/` paints before the
// JavaScript arrives. Every other path is served dist/app.html, the same page with an empty #root
// (firebase.json rewrites `**` to it), so no other route ever shows the home markup.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build, type InlineConfig, type Plugin } from 'vite';

const EMPTY_ROOT = '<div id="root"></div>';

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
  return {
    name: 'run:prerender-home',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      const indexPath = path.join(outDir, 'index.html');
      const html = fs.readFileSync(indexPath, 'utf8');
      if (!html.includes(EMPTY_ROOT)) throw new Error(`${indexPath} has no ${EMPTY_ROOT}`);

      const ssrOutDir = path.join(root, 'node_modules', '.cache', 'run-prerender');
      await build({
        ...ssrConfig,
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
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

      fs.writeFileSync(path.join(outDir, 'app.html'), html);
      fs.writeFileSync(
        indexPath,
        html.replace(EMPTY_ROOT, `<div id="root" data-prerendered="/">${markup}</div>`),
      );
    },
  };
}
