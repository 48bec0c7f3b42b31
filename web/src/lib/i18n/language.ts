// Which language the web shows: the visitor's choice (localStorage `lang`), else the first of the
// browser's preferred languages that RUN has (by primary subtag: de-AT is German), else English.
// Free of the i18n library, so the entry could read it before first paint. The languages themselves
// are the contract's (the account and the mails use the same codes).

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@run/contract/domain/languages';

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '@run/contract/domain/languages';
/** A test language (accented English, docs/languages.md); chosen only by storing it. */
export const PSEUDO = 'pseudo';
export type AnyLanguage = Language | typeof PSEUDO;

const STORAGE_KEY = 'lang';

/** Each language named in itself, as the switcher lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/** The Intl locale each language formats with (English keeps SPEC's en-US dates). */
const INTL_LOCALES: Record<AnyLanguage, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  pseudo: 'en-US',
};

function isAnyLanguage(value: unknown): value is AnyLanguage {
  return value === PSEUDO || isLanguage(value);
}

/** The rule itself, free of the browser: stored choice, else browser languages, else English. */
export function chooseLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): AnyLanguage {
  if (isAnyLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language this browser chose itself (its stored `lang`), if any. */
export function storedLanguage(): AnyLanguage | null {
  const stored = readStored();
  return isAnyLanguage(stored) ? stored : null;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the browser's languages decide.
    return null;
  }
}

/** This browser's language now. */
export function detectLanguage(): AnyLanguage {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return chooseLanguage(readStored(), browser);
}

/** Hosting's cookie (firebase.json "i18n"): which language's prerendered pages it serves. */
const HOSTING_COOKIE = 'firebase-language-override';

export function storeLanguage(language: AnyLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered in this browser; the switch still applies to this visit.
  }
  // The next page load arrives prerendered in the chosen language, not the browser's (the test
  // language has no pages of its own: Hosting then serves English, which the app replaces).
  if (typeof document !== 'undefined') {
    document.cookie = `${HOSTING_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
}

let current: AnyLanguage = DEFAULT_LANGUAGE;

/** The language the web shows now (set by the i18n module when a catalogue is active). */
export function currentLanguage(): AnyLanguage {
  return current;
}

export function setCurrentLanguage(language: AnyLanguage): void {
  current = language;
  // The prerendered HTML names its own language; the document follows the app's from its start on.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language === PSEUDO ? 'en-XA' : language;
  }
}

/**
 * The language a race's own texts are asked for in (`GET /marathon/{id}?lang=`): the language shown,
 * the original's (English) for the test language.
 */
export function contentLanguageOf(language: AnyLanguage): Language {
  return language === PSEUDO ? DEFAULT_LANGUAGE : language;
}

export function intlLocale(language: AnyLanguage = current): string {
  return INTL_LOCALES[language];
}
