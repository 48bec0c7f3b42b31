// An API refusal in the language shown: the answer's stable `code` (and its `params`) worded from the
// refusals' catalogue; and a form field's message (the contract schemas' English, on the page or in a
// 400's details) worded by its shape (contract/src/domain/field-messages.ts). The words and the
// catalogue are fetched with the first refusal or field message shown, never with the app. A code
// this build does not know (a newer API) keeps the answer's English sentence, a message no shape
// reads its English.
import type { ApiErrorBody } from '@run/contract/domain/api-types';
import type { readFieldMessage } from '@run/contract/domain/field-messages';

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

/** The words by code, once the language's catalogue of them is loaded. */
async function wordsIn(language: AnyLanguage) {
  const [words] = await Promise.all([import('./refusal-words'), loadRefusals(language)]);
  return words;
}

/** The refusal's sentence in the language shown; the answer's own `error` when it has no known code. */
export async function refusalText(
  body: Pick<ApiErrorBody, 'error' | 'code' | 'params'>,
): Promise<string> {
  const language = currentLanguage();
  try {
    const { REFUSAL_WORDS } = await wordsIn(language);
    const words = Object.hasOwn(REFUSAL_WORDS, body.code)
      ? REFUSAL_WORDS[body.code as keyof typeof REFUSAL_WORDS]
      : undefined;
    return words === undefined ? body.error : i18n._({ ...words, values: body.params ?? {} });
  } catch {
    // Offline, or a build older than its chunks: the API's own sentence still says what happened.
    return body.error;
  }
}

type Words = Awaited<ReturnType<typeof wordsIn>>;
type Reader = typeof readFieldMessage;

/** What wording a field message takes, once loaded for a language (English needs nothing). */
const sayers = new Map<AnyLanguage, (message: string) => string>();

function sayerOf({ FIELD_WORDS, FIELD_LABEL_WORDS }: Words, read: Reader) {
  return (message: string): string => {
    const found = read(message);
    if (found === undefined) return message;
    const { label } = found.params;
    const values = { ...found.params };
    // A label the contract names is said in the language; a question's label is the organiser's.
    if (typeof label === 'string' && Object.hasOwn(FIELD_LABEL_WORDS, label))
      values.label = i18n._(FIELD_LABEL_WORDS[label as keyof typeof FIELD_LABEL_WORDS]);
    return i18n._({ ...FIELD_WORDS[found.code], values });
  };
}

/**
 * Form fields' messages (by field) in the language shown. English, or a language whose words are
 * loaded already, answers at once, so a form shows its messages in the same render as before; else
 * the answer waits for the words (a failed fetch keeps the English).
 */
export function fieldMessagesIn<T extends Record<string, string | undefined>>(
  messages: T,
): T | Promise<T> {
  const language = currentLanguage();
  const sayAll = (say: (message: string) => string) =>
    Object.fromEntries(
      Object.entries(messages).map(([field, message]) => [field, message && say(message)]),
    ) as T;
  if (language === 'en') return messages;
  const ready = sayers.get(language);
  if (ready !== undefined) return sayAll(ready);
  return Promise.all([wordsIn(language), import('@run/contract/domain/field-messages')])
    .then(([words, { readFieldMessage }]) => {
      const say = sayerOf(words, readFieldMessage);
      sayers.set(language, say);
      return sayAll(say);
    })
    .catch(() => messages);
}

/**
 * One field message as `fieldMessagesIn` says it now: in the language shown once its words are
 * loaded (they are, whenever a form shows a message in it), else as written. A form that reacts to
 * one particular message compares its field messages with this.
 */
export function fieldMessageNow(message: string): string {
  const language = currentLanguage();
  return language === 'en' ? message : (sayers.get(language)?.(message) ?? message);
}
