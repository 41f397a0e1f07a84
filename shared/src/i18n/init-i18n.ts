// i18next start-up. The shell calls `initI18n` once; remotes call `useTranslation('<namespace>')`
// and get this instance, because i18next and react-i18next are Module Federation singletons. Each
// deployable registers its own namespace (namespaces.ts); `@storefront/shared` registers `common`, the
// strings two or more deployables show.
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  FALLBACK_LOCALE,
  isSupportedLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './languages';
import { ru, type SharedStrings } from './locales/ru';
import { applyRegisteredNamespaces, namespaceSource, registerNamespace } from './namespaces';

/**
 * Russian, the default language, is in the bundle: a visitor in it waits for no strings. Each other
 * language is a chunk, loaded when the visitor starts in or switches to it; i18next waits for it before
 * it switches, so no key is ever shown raw.
 */
const LAZY: Record<Exclude<SupportedLocale, 'ru'>, () => Promise<SharedStrings>> = {
  en: () => import('./locales/en').then((module) => module.en),
  tr: () => import('./locales/tr').then((module) => module.tr),
  uz: () => import('./locales/uz').then((module) => module.uz),
  de: () => import('./locales/de').then((module) => module.de),
  uk: () => import('./locales/uk').then((module) => module.uk),
};

for (const ns of Object.keys(ru) as (keyof typeof ru)[]) {
  registerNamespace(ns, {
    bundled: { ru: ru[ns] },
    load: (lng) => (lng === 'ru' ? Promise.resolve(ru[ns]) : LAZY[lng]().then((locale) => locale[ns])),
  });
}

/**
 * Reads a registered namespace in a language it does not bundle (a language switch): from the source the
 * namespace was registered with last, so a redeployed remote's strings are the ones loaded.
 */
const lazyNamespaces = resourcesToBackend(async (language: string, namespace: string) => {
  const source = namespaceSource(namespace);
  if (!source || !isSupportedLocale(language)) throw new Error(`no strings for ${namespace} in ${language}`);
  return (source.bundled[language] ?? (await source.load(language))) as object;
});

export interface InitI18nOptions {
  /** Wanted language (cookie, settings); anything unsupported falls back to ru. */
  lng?: string | null;
  /** A separate instance for tests; the page uses the global one. */
  instance?: i18n;
}

/**
 * Initialises i18next (resolves once the wanted language's strings of every namespace registered so far
 * are there). Calling it again only switches the language.
 */
export async function initI18n({ lng, instance = i18next }: InitI18nOptions = {}): Promise<i18n> {
  const language = isSupportedLocale(lng) ? lng : DEFAULT_LOCALE;
  if (instance.isInitialized) {
    if (instance.language !== language) await instance.changeLanguage(language);
    return instance;
  }
  await instance
    .use(lazyNamespaces)
    .use(initReactI18next)
    .init({
      resources: {},
      // Strings come from the registered namespaces: their bundled language at once, the visitor's
      // from the namespace's chunk. The fallback language is loaded only when it is needed: every
      // locale has every key (each deployable's locales test).
      partialBundledLanguages: true,
      ns: [],
      lng: language,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      defaultNS: DEFAULT_NAMESPACE,
      // React escapes text already; escaping here would show &amp; in the UI.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  await applyRegisteredNamespaces(instance);
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
  instance.on('languageChanged', (next) => {
    if (typeof document !== 'undefined') document.documentElement.lang = next;
  });
  return instance;
}
