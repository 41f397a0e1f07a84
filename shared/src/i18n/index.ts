// Interface languages: ru (default), en (fallback), tr, uz, de, uk; one namespace per team.
// Every locale's strings at once: `@storefront/shared/i18n/locales` (tests and tools).
import './typed-keys';

export { type InitI18nOptions, initI18n } from './init-i18n';
export { LANGUAGE_COOKIE, languageFromCookie, saveLanguageCookie } from './language-cookie';
export {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  FALLBACK_LOCALE,
  isSupportedLocale,
  NAMESPACES,
  type Namespace,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './languages';
export type { LocaleResources } from './locales/ru';
