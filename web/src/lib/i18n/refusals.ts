// An API refusal in the language shown: the answer's stable `code` (and its `params`) worded from the
// refusals' catalogue. The words and the catalogue are fetched with the first refusal shown, never
// with the app. A code this build does not know (a newer API) keeps the answer's English sentence.
import type { ApiErrorBody } from '@run/contract/domain/api-types';

import { i18n } from './i18n';
import { type AnyLanguage, currentLanguage } from './language';

type Catalogue = Promise<{ messages: Parameters<typeof i18n.load>[1] }>;

const loaders: Record<AnyLanguage, () => Catalogue> = {
  en: () => import('@/locales/refusals/en.po'),
  de: () => import('@/locales/refusals/de.po'),
  fr: () => import('@/locales/refusals/fr.po'),
  es: () => import('@/locales/refusals/es.po'),
  pseudo: () => import('@/locales/refusals/pseudo.po'),
};

const loaded = new Map<AnyLanguage, Promise<void>>();

/** Loads a language's refusal words once, beside its catalogue of the app's words. */
function loadRefusals(language: AnyLanguage): Promise<void> {
  let loading = loaded.get(language);
  if (loading === undefined) {
    loading = loaders[language]().then(({ messages }) => i18n.load(language, messages));
    // A failed fetch (offline) is tried again at the next refusal.
    loading.catch(() => loaded.delete(language));
    loaded.set(language, loading);
  }
  return loading;
}

/** The refusal's sentence in the language shown; the answer's own `error` when it has no known code. */
export async function refusalText(
  body: Pick<ApiErrorBody, 'error' | 'code' | 'params'>,
): Promise<string> {
  const language = currentLanguage();
  try {
    const [{ REFUSAL_WORDS }] = await Promise.all([
      import('./refusal-words'),
      loadRefusals(language),
    ]);
    const words = Object.hasOwn(REFUSAL_WORDS, body.code)
      ? REFUSAL_WORDS[body.code as keyof typeof REFUSAL_WORDS]
      : undefined;
    return words === undefined ? body.error : i18n._({ ...words, values: body.params ?? {} });
  } catch {
    // Offline, or a build older than its chunks: the API's own sentence still says what happened.
    return body.error;
  }
}
