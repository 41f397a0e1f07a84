// Interface languages: ru (default), en (fallback), tr, uz, de, uk. `common` holds the strings two or
// more deployables show; each deployable registers its own namespace with `registerNamespace`.
// Shared's own strings in every locale at once: `@storefront/shared/i18n/locales` (tests and tools).
import './typed-keys';

export { type InitI18nOptions, initI18n } from './init-i18n';
export {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  FALLBACK_LOCALE,
  isSupportedLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './languages';
export type { SharedStrings } from './locales/ru';
export { type NamespaceSource, registerNamespace } from './namespaces';
