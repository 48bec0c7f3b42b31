// The web's languages, in one place (docs/languages.md).
export { activateLanguage, chooseLanguageNow, i18n } from './i18n';
export {
  type AnyLanguage,
  currentLanguage,
  detectLanguage,
  intlLocale,
  type Language,
  LANGUAGE_NAMES,
  LANGUAGES,
} from './language';
