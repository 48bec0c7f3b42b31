import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { prerenderHome } from './scripts/prerender-plugin';

// `npm run dev` proxies /api to the functions emulator; a direct function URL sees paths without
// the /api prefix, which the API also serves.
const functionsPort = Number(process.env.RUN_FUNCTIONS_PORT ?? 5001);

const unusedSdks = new Set([
  'firebase/database',
  'firebase/firestore',
  'firebase/functions',
  'firebase/remote-config',
  'firebase/storage',
]);

/** See src/lib/reactfire-unused-sdks.ts: reactfire's imports of SDKs RUN never uses become stubs. */
function onlyAuthForReactfire(): Plugin {
  const stub = fileURLToPath(new URL('./src/lib/reactfire-unused-sdks.ts', import.meta.url));
  return {
    name: 'run:reactfire-only-auth',
    enforce: 'pre',
    resolveId(source, importer) {
      if (unusedSdks.has(source) && importer?.includes('/node_modules/reactfire/')) return stub;
      return null;
    },
  };
}

const resolve = {
  alias: {
    '@': fileURLToPath(new URL('./src', import.meta.url)),
    '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
  },
};

export default defineConfig({
  plugins: [
    onlyAuthForReactfire(),
    react(),
    tailwindcss(),
    // dist/index.html gets the home page's first screen; dist/app.html serves every other path.
    prerenderHome({ plugins: [onlyAuthForReactfire(), react()], resolve }),
  ],
  resolve,
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: `npm run bench` reads route chunks and static imports from it.
    manifest: true,
    // Keep the first paint small: Firebase Auth and every route arrive as their own chunks.
    modulePreload: { polyfill: false },
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
