// Interface languages: ru (default), en (fallback), tr, uz, de, uk; one namespace per team.
import './typed-keys';

export { type InitI18nOptions, initI18n } from './init-i18n';
export { LANGUAGE_COOKIE, languageFromCookie, saveLanguageCookie } from './language-cookie';
export {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  FALLBACK_LOCALE,
  isSupportedLocale,
  type LocaleResources,
  NAMESPACES,
  type Namespace,
  resources,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './locales';
