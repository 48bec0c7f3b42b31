// The languages RUN speaks (docs/languages.md): English is the original of every text and the
// default; the web, the mails and a race's translated content use these codes. Free of zod, so the
// web's entry (which picks the language before first paint) can import it.

export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The language of every text as written (a race's own fields): translations are of it. */
export const ORIGINAL_LANGUAGE = 'en' satisfies Language;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
