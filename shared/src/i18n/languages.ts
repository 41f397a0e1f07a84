// The six interface languages of spec §1/§9 and the team namespaces, without any strings: what the
// i18n entry point needs before a locale is loaded.

export const SUPPORTED_LOCALES = ['ru', 'en', 'tr', 'uz', 'de', 'uk'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'ru';
export const FALLBACK_LOCALE: SupportedLocale = 'en';

/** One namespace per team, prefixed like everything else that leaks into the global space. */
export const NAMESPACES = ['common', 'shell', 'menu', 'cart', 'checkout', 'account', 'tracking'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
