// Lingui (docs/languages.md): English is the source language, written in the code through the
// macros; `npm -w web run i18n:extract` writes every language's catalogue (src/locales/<lang>.po).
// The build compiles the catalogues it imports (@lingui/vite-plugin), so no compile step is committed.
import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pseudo'],
  // Accented, longer English made from the source texts at build time: a test language in which any
  // text that bypasses the catalogue stands out as plain English.
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/lib/i18n/refusal-words.ts'],
    },
    // The API's refusals by code (written from the contract by scripts/refusal-words.ts): their own
    // catalogue, fetched with the first refusal shown rather than with the app.
    {
      path: '<rootDir>/src/locales/refusals/{locale}',
      include: ['<rootDir>/src/lib/i18n/refusal-words.ts'],
    },
  ],
});
