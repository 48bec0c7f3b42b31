// The account keeps the visitor's language (`PATCH /users/{uid}/preferences`, docs/languages.md):
// the switcher saves it when signed in, and signing in applies it, so it follows the account to
// another browser. This browser's own stored choice still decides while signed out.
import { routes } from '@run/contract/http/routes';

import { api } from './api-client';
import { type AnyLanguage, chooseLanguageNow, isLanguage, storedLanguage } from './i18n';

async function saveOnAccount(uid: string, language: AnyLanguage): Promise<void> {
  if (!isLanguage(language)) return;
  try {
    await api(routes.updatePreferences, { params: { userId: uid }, body: { language } });
  } catch (error) {
    // The language still applies in this browser; the account keeps its last one until the next switch.
    console.error('Saving the language on the account failed', error);
  }
}

/** The switcher's choice: shown at once, stored in this browser and, when signed in, on the account. */
export async function chooseLanguageFor(uid: string | null, language: AnyLanguage): Promise<void> {
  await chooseLanguageNow(language);
  if (uid !== null) await saveOnAccount(uid, language);
}

/**
 * Just signed in (before the sign-in page moves on, so this read never runs beside the next page's):
 * the account's language is shown and stored in this browser; an account without one takes this
 * browser's own stored choice. A failed read leaves the language as it is.
 */
export async function applyAccountLanguage(uid: string): Promise<void> {
  let saved: AnyLanguage | null;
  try {
    ({ language: saved } = await api(routes.getPreferences, { params: { userId: uid } }));
  } catch {
    return;
  }
  if (saved !== null) {
    await chooseLanguageNow(saved);
    return;
  }
  const own = storedLanguage();
  if (own !== null) await saveOnAccount(uid, own);
}
