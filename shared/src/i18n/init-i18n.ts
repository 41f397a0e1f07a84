// i18next start-up. The shell calls `initI18n` once; remotes call `useTranslation('<namespace>')`
// and get this instance, because i18next and react-i18next are Module Federation singletons.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  FALLBACK_LOCALE,
  isSupportedLocale,
  NAMESPACES,
  resources,
  SUPPORTED_LOCALES,
} from './locales';

export interface InitI18nOptions {
  /** Wanted language (cookie, settings); anything unsupported falls back to ru. */
  lng?: string | null;
  /** A separate instance for tests; the page uses the global one. */
  instance?: i18n;
}

/**
 * Initialises i18next with all six locales bundled (the strings are small and every page needs
 * them, so there is no loading step). Calling it again only switches the language.
 */
export async function initI18n({ lng, instance = i18next }: InitI18nOptions = {}): Promise<i18n> {
  const language = isSupportedLocale(lng) ? lng : DEFAULT_LOCALE;
  if (instance.isInitialized) {
    if (instance.language !== language) await instance.changeLanguage(language);
    return instance;
  }
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes text already; escaping here would show &amp; in the UI.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
  instance.on('languageChanged', (next) => {
    if (typeof document !== 'undefined') document.documentElement.lang = next;
  });
  return instance;
}
