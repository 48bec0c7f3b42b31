// The one i18n instance (Lingui): English ships with the app (the prerendered pages are English and
// hydrate without waiting), every other catalogue is its own chunk, fetched when chosen.
import { i18n } from '@lingui/core';

import { messages as english } from '@/locales/en.po';

import { type AnyLanguage, DEFAULT_LANGUAGE, setCurrentLanguage, storeLanguage } from './language';

const loaders: Record<Exclude<AnyLanguage, 'en'>, () => Promise<{ messages: typeof english }>> = {
  de: () => import('@/locales/de.po'),
  fr: () => import('@/locales/fr.po'),
  es: () => import('@/locales/es.po'),
  pseudo: () => import('@/locales/pseudo.po'),
};

i18n.load(DEFAULT_LANGUAGE, english);
i18n.activate(DEFAULT_LANGUAGE);

export { i18n };

/** Loads the language's catalogue (once) and shows it; `<html lang>` follows. */
export async function activateLanguage(language: AnyLanguage): Promise<void> {
  if (language !== 'en' && !(language in i18n.messages)) {
    const { messages } = await loaders[language]();
    i18n.load(language, messages);
  }
  i18n.activate(language);
  setCurrentLanguage(language);
}

/**
 * A language chosen now: shown at once and remembered in this browser (the account keeps it too:
 * web/src/lib/account-language.tsx).
 */
export async function chooseLanguageNow(language: AnyLanguage): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
}
