// Lingui for the mails (docs/languages.md, "Mails"; decision 0027): English is the source language,
// written in src/mail/messages.ts as `/*i18n*/ {id, message}` descriptors; `npm -w functions run
// i18n:extract` writes every language's catalogue, src/mail/locales/<lang>.json ({id: text}), which
// esbuild and vitest import as they are. A new message appears in de/fr/es with an empty text: fill
// it in (src/mail/locales.test.ts fails until each language has it).
import { defineConfig, type LinguiConfig } from '@lingui/cli';

type Formatter = NonNullable<LinguiConfig['format']>;

/** `{id: text}`, sorted by id: what the function imports, and a plain file to translate. */
const json: Formatter = {
  catalogExtension: '.json',
  parse: (content) =>
    Object.fromEntries(
      Object.entries(JSON.parse(content) as Record<string, string>).map(([id, translation]) => [
        id,
        { translation },
      ]),
    ),
  serialize: (catalog) =>
    `${JSON.stringify(
      Object.fromEntries(
        Object.entries(catalog)
          .filter(([, entry]) => !entry.obsolete)
          .map(([id, entry]) => [id, entry.translation ?? ''])
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      ),
      null,
      2,
    )}\n`,
};

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es'],
  fallbackLocales: { default: 'en' },
  format: json,
  catalogs: [
    {
      path: '<rootDir>/src/mail/locales/{locale}',
      include: ['<rootDir>/src/mail/messages.ts'],
    },
  ],
});
