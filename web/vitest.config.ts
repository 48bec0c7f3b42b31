// Web unit tests: the same aliases as vite.config.ts, tests beside the code. Node by default; a test
// that renders or needs the browser's globals says `// @vitest-environment jsdom` on its first line
// (starting jsdom for every file took more time than the tests themselves).
import { fileURLToPath, URL } from 'node:url';

import { defineConfig } from 'vitest/config';

import { i18nPlugins } from './scripts/i18n-plugins';

export default defineConfig({
  // Lingui's macros and catalogues, as in vite.config.ts.
  plugins: i18nPlugins(),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // A test that renders a whole form in jsdom and works it with user-event takes 2-4 s on the
    // 2-core machine while `npm test` typechecks and lints beside it (the race form's first test took
    // 3.7 s alone and 5.06 s in CI): vitest's default 5 s is that machine's noise, not a bound on
    // the product, which the browser suite times for real.
    testTimeout: 20_000,
    setupFiles: ['src/test-setup.ts'],
  },
});
