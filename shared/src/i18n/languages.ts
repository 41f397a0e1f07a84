// The six interface languages of spec §1/§9 and the default namespace, without any strings: what the
// i18n entry point needs before a locale is loaded.

export const SUPPORTED_LOCALES = ['ru', 'en', 'tr', 'uz', 'de', 'uk'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'ru';
export const FALLBACK_LOCALE: SupportedLocale = 'en';

/**
 * The strings two or more deployables show; each deployable registers its own namespace (`shell`,
 * `menu`, `cart`, `checkout`, `account`, `tracking`: namespaces.ts).
 */
export const DEFAULT_NAMESPACE = 'common';

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
