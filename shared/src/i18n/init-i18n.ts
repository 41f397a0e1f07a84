// i18next start-up. The shell calls `initI18n` once; remotes call `useTranslation('<namespace>')`
// and get this instance, because i18next and react-i18next are Module Federation singletons.
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  FALLBACK_LOCALE,
  isSupportedLocale,
  NAMESPACES,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './languages';
import { en } from './locales/en';
import { type LocaleResources, ru } from './locales/ru';

/**
 * The default and the fallback language are in the bundle: a visitor in Russian (or English) waits for
 * no strings. The other four are a chunk each, loaded when the visitor starts in or switches to one;
 * i18next waits for it before it switches, so no key is ever shown raw.
 */
const BUNDLED = { ru, en } satisfies Partial<Record<SupportedLocale, LocaleResources>>;
const LAZY: Record<Exclude<SupportedLocale, keyof typeof BUNDLED>, () => Promise<LocaleResources>> = {
  tr: () => import('./locales/tr').then((module) => module.tr),
  uz: () => import('./locales/uz').then((module) => module.uz),
  de: () => import('./locales/de').then((module) => module.de),
  uk: () => import('./locales/uk').then((module) => module.uk),
};

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = LAZY[language as keyof typeof LAZY];
    if (!load) {
      callback(new Error(`no locale ${language}`), false);
      return;
    }
    load().then(
      (locale) => callback(null, locale[namespace as keyof LocaleResources]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export interface InitI18nOptions {
  /** Wanted language (cookie, settings); anything unsupported falls back to ru. */
  lng?: string | null;
  /** A separate instance for tests; the page uses the global one. */
  instance?: i18n;
}

/**
 * Initialises i18next (resolves once the wanted language's strings are there). Calling it again only
 * switches the language.
 */
export async function initI18n({ lng, instance = i18next }: InitI18nOptions = {}): Promise<i18n> {
  const language = isSupportedLocale(lng) ? lng : DEFAULT_LOCALE;
  if (instance.isInitialized) {
    if (instance.language !== language) await instance.changeLanguage(language);
    return instance;
  }
  await instance
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      resources: BUNDLED,
      // The bundled languages come from `resources`, the others from the lazy backend.
      partialBundledLanguages: true,
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
