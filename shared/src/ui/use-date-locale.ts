import type { Locale } from 'date-fns';
import { de, enGB, ru, tr, uk, uz } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

// date-fns locales of the six interface languages (spec §9). English is the British one: weeks start
// on Monday, as in every other storefront language.
const LOCALES: Record<string, Locale> = { ru, en: enGB, tr, uz, de, uk };

/** The date-fns locale for a language code; Russian for anything else (the default language). */
export function dateLocaleFor(language: string | undefined): Locale {
  return LOCALES[(language ?? '').slice(0, 2)] ?? ru;
}

/** The date-fns locale of the current interface language: month and weekday names, week start. */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return dateLocaleFor(i18n.resolvedLanguage ?? i18n.language);
}
