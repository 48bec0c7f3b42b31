import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { i18nPlugins } from './scripts/i18n-plugins';
import { moduleGraph } from './scripts/module-graph';
import { prerenderPages, SCREENS } from './scripts/prerender-plugin';

// `npm run dev` proxies /api to the functions emulator; a direct function URL sees paths without
// the /api prefix, which the API also serves.
const functionsPort = Number(process.env.RUN_FUNCTIONS_PORT ?? 5001);

const unusedSdks = new Set([
  'firebase/database',
  'firebase/functions',
  'firebase/remote-config',
  'firebase/storage',
]);

/**
 * See src/lib/auth/reactfire-unused-sdks.ts: reactfire's imports of SDKs RUN never uses become stubs,
 * and its import of Firestore forwards to the live documents' own chunk (src/lib/reactfire-firestore.ts).
 */
function onlyAuthForReactfire(): Plugin {
  const stub = fileURLToPath(new URL('./src/lib/auth/reactfire-unused-sdks.ts', import.meta.url));
  const firestore = fileURLToPath(new URL('./src/lib/reactfire-firestore.ts', import.meta.url));
  return {
    name: 'run:reactfire-only-auth',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/node_modules/reactfire/')) return null;
      if (source === 'firebase/firestore') return firestore;
      return unusedSdks.has(source) ? stub : null;
    },
  };
}

const webRoot = fileURLToPath(new URL('./', import.meta.url));
const webSrc = `${webRoot}src/`;
const domainSrc = fileURLToPath(new URL('../contract/src/domain/', import.meta.url));
const graph = moduleGraph();
/**
 * The contract's zod schemas: the forms' and, beside them, the money settings' (money-schemas.ts),
 * the discount codes' (coupons.ts), the ballot's (ballot.ts), the receipts' issuer's
 * (organiser-details.ts), the teams' (teams.ts), the consent boxes' (consent.ts) and the shared
 * fields' (field-schemas.ts), all of
 * which schemas.ts imports, the page and query rules (query.ts), which coupons.ts imports, and the
 * orders' (orders.ts), which imports schemas.ts:
 * apart, their chunk and this one would import each other, and zod would be used before it is defined.
 */
const FORM_SCHEMAS = [
  'schemas.ts',
  'money-schemas.ts',
  'coupons.ts',
  'ballot.ts',
  'organiser-details.ts',
  'teams.ts',
  'field-schemas.ts',
  'query.ts',
  'orders.ts',
  'consent.ts',
];
const needsForms = (id: string) =>
  /[\\/]node_modules[\\/]zod[\\/]/u.test(id) ||
  FORM_SCHEMAS.some((file) => id === `${domainSrc}${file}`);
const needsFirebase = (id: string) =>
  /[\\/]node_modules[\\/](firebase|@firebase|reactfire)[\\/]/u.test(id);

/**
 * A few chunks, not dozens: a direct load of a screen fetches the libraries, the shared app code, the
 * screen and (for a protected screen) Firebase Auth. Without groups the bundler made ~25 files of
 * 1-4 KB for /marathons, and over HTTP/1.1 (6 connections per origin, as the local Hosting emulator
 * serves) each round of requests costs a round trip on a slow phone network.
 */
function chunkGroups() {
  const isAppModule = (id: string) => {
    // Modules that need zod (the forms) or the Firebase SDK, directly or not, stay out of `app`:
    // one static import of them from the shared chunk would make every screen download them. The
    // bundler places them with the screens that use them.
    if (graph.importersOf(needsForms).has(id) || graph.importersOf(needsFirebase).has(id))
      return false;
    // The entry's own modules stay in the entry chunk, the only script before first paint.
    if (graph.entryModules().has(id)) return false;
    if (id.startsWith(domainSrc)) return true;
    // Route modules are each screen's own lazy chunk.
    return id.startsWith(webSrc) && !id.startsWith(`${webRoot}${SCREENS}`);
  };
  return {
    // A grouped module keeps its own imports where they are (the entry's modules stay in the entry).
    includeDependenciesRecursively: false,
    groups: [
      {
        name: 'vendor',
        test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack)[\\/]/u,
        priority: 4,
      },
      // Firestore, for the live documents' listeners: only the screens that listen load it (through
      // src/lib/live-sdk.tsx), never a visitor of any other screen.
      {
        name: 'firestore',
        // re2js: the regular expressions of Firestore's pipelines.
        test: /node_modules[\\/](?:@firebase[\\/](?:firestore|webchannel-wrapper)|firebase[\\/]firestore|re2js)[\\/]/u,
        priority: 5,
      },
      // The Firebase SDK and the module that starts Auth, free of React: on a direct load of a
      // protected screen the entry starts Auth's session check with it while React still downloads.
      {
        name: 'firebase',
        test: /node_modules[\\/](firebase|@firebase|idb|tslib)[\\/]|src[\\/]lib[\\/]firebase\.ts$/u,
        priority: 3,
      },
      // The forms' validation (zod and the shared schemas): only the screens with a form load it.
      {
        name: 'forms',
        test: /node_modules[\\/]zod[\\/]|src[\\/]domain[\\/](?:(?:money-|field-)?schemas|coupons|ballot|organiser-details|teams|query|orders|consent)\.ts$/u,
        priority: 2,
      },
      // Code two or more chunks share; what one screen alone uses stays in that screen's chunk.
      { name: 'app', test: isAppModule, minShareCount: 2, priority: 1 },
    ],
  };
}

const resolve = {
  alias: {
    '@': fileURLToPath(new URL('./src', import.meta.url)),
    // recharts (the race console's charts) imports the pre-React-18 shim, which reactfire imports
    // too: shared, it became a chunk of its own that Auth's chunk and the entry's list then named.
    // React 19 has the hook, so recharts takes the plain build and the shim stays with reactfire.
    'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
  },
};

export default defineConfig({
  plugins: [
    onlyAuthForReactfire(),
    ...i18nPlugins(),
    react(),
    tailwindcss(),
    graph.plugin,
    // The route table's prerendered pages, and dist/app.html (the shell) for every other path.
    prerenderPages({ plugins: [onlyAuthForReactfire(), ...i18nPlugins(), react()], resolve }),
    // The service worker (Workbox): the built pages and scripts, so a runner's race pass (kept in
    // localStorage) still opens on a phone offline at the start area. Registered by boot/start.tsx
    // after first paint; generated after the prerender has written the HTML it precaches.
    VitePWA({
      injectRegister: false,
      manifest: false,
      integration: { closeBundleOrder: 'post' },
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        // The race console's charting library (~110 KB gzip) loads on the console only, not into
        // every visitor's cache; offline, the console shows the charts' tables.
        // Nor Firestore (~125 KB gzip): only the live views load it, and they need the network anyway.
        // Nor the pages prerendered in each language (i18n/): offline, the app renders the language.
        globIgnores: [
          '**/node_modules/**/*',
          '**/stats-charts-*.js',
          '**/firestore-*.js',
          'i18n/**',
        ],
        navigateFallback: '/app.html',
        // The API, and Firebase's reserved paths (Auth's sign-in handler among them), are never the app.
        navigateFallbackDenylist: [/^\/api\//u, /^\/__\//u],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve,
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: `npm run bench` reads route chunks and static imports from it.
    manifest: true,
    // Keep the first paint small: Firebase Auth and every route arrive as their own chunks.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${functionsPort}`,
        rewrite: (path) => path.replace(/^\/api/u, '/demo-run/us-central1/api'),
      },
    },
  },
});
