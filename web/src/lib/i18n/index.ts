// The web's languages, in one place (docs/languages.md).
export { activateLanguage, chooseLanguageNow, i18n } from './i18n';
export {
  type AnyLanguage,
  contentLanguageOf,
  currentLanguage,
  detectLanguage,
  intlLocale,
  isLanguage,
  type Language,
  LANGUAGE_NAMES,
  LANGUAGES,
  storedLanguage,
} from './language';
