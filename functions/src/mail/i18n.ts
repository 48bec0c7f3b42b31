// Saying a mail's words (messages.ts) in the recipient's language, with Lingui's runtime: one i18n
// instance per language, each holding its catalogue (locales/<language>.json, which esbuild bundles),
// compiled on first use and kept (docs/languages.md, "Mails"; decision 0027). English is the source:
// its catalogue is the messages' own text, so an English mail reads as it always did.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '@run/contract/domain/languages';
import { formatMoney, type Money } from '@run/contract/domain/money';

import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import type { Message } from './messages.js';

export type { Language } from '@run/contract/domain/languages';

/** Each language's catalogue: message id → ICU MessageFormat text. */
export const CATALOGUES: Record<Language, Record<string, string>> = { en, de, fr, es };

/**
 * The Intl locale each language's dates are written in. English keeps the mails' en-GB dates
 * ("Sunday, 26 September 2027 at 09:30"), unlike the web's en-US.
 */
export const MAIL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
};

/**
 * The Intl locale each language's money is written in. English keeps the en-US amounts its mails
 * always had ("$45.00", "€1,234.00"), not the dates' en-GB: en-GB writes a US dollar "US$45.00",
 * so every English mail (and the API tests that read them) would change for no reader's gain.
 */
export const MONEY_LOCALES: Record<Language, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
};

/** `money` as a reader of `language` writes it: "$45.00" in English, "45,00 $" in German. */
export const moneyIn = (money: Money, language: Language): string =>
  formatMoney(money.amount, money.currency, MONEY_LOCALES[language]);

/** A message's placeholders and their values: names, amounts and dates arrive as text. */
export type Values = Record<string, string | number>;

/** Says one message in a language. */
export type Say = (message: Message, values?: Values) => string;

/**
 * Compiled messages by their text: each catalogue text (and each English source text) is parsed
 * once per instance of the function, not once per mail. Keyed by the text, never by a value.
 */
const compiled = new Map<string, CompiledMessage>();

function compileOnce(text: string): CompiledMessage {
  let tokens = compiled.get(text);
  if (tokens === undefined) {
    tokens = compileMessage(text);
    compiled.set(text, tokens);
  }
  return tokens;
}

/**
 * Lingui decodes `\uXXXX` and `\xXX` in what it formats, values included: a race named `C:\x41`
 * would read `C:A`. Each backslash of a value goes in as `\u005c`, which that decoding turns back
 * into the backslash, once, so every value comes out exactly as handed in.
 */
const kept = (value: string | number) =>
  typeof value === 'string' ? value.replaceAll('\\', '\\u005c') : value;

const instances = new Map<Language, I18n>();

function instanceOf(language: Language): I18n {
  let i18n = instances.get(language);
  if (i18n === undefined) {
    i18n = setupI18n({ locale: language, messages: { [language]: CATALOGUES[language] } });
    // The catalogue is loaded as written (JSON); a text missing from it falls back to English.
    i18n.setMessagesCompiler(compileOnce);
    instances.set(language, i18n);
  }
  return i18n;
}

/** The words of a mail in `language`. */
export function sayIn(language: Language): Say {
  const i18n = instanceOf(language);
  return (message, values = {}) =>
    i18n._({
      id: message.id,
      message: message.message,
      values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, kept(v)])),
    });
}
