// The language button stores the choice in a cookie named `language` (spec §1), kept 256 days (§9);
// the shell reads it in the browser and on its server (the shell alone does).
import { COOKIE_DAYS, parseCookie, serializeCookie } from '@storefront/shared/domain';
import { isSupportedLocale, type SupportedLocale } from '@storefront/shared/i18n';

export const LANGUAGE_COOKIE = 'language';

function documentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** The saved language, or undefined when there is none or it is not one of the six. */
export function languageFromCookie(cookie: string = documentCookie()): SupportedLocale | undefined {
  const value = parseCookie(cookie, LANGUAGE_COOKIE);
  return value !== null && isSupportedLocale(value) ? value : undefined;
}

/** Saves the choice for 256 days on the whole site. */
export function saveLanguageCookie(lng: SupportedLocale, now: Date = new Date()): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox; the value is one of six fixed locales
  document.cookie = serializeCookie(LANGUAGE_COOKIE, lng, COOKIE_DAYS, now);
}
