// The language button stores the choice in a cookie named `language` (spec §1), kept 256 days (§9).
import { COOKIE_DAYS } from '@storefront/shared/domain';
import { isSupportedLocale, type SupportedLocale } from './locales';

export const LANGUAGE_COOKIE = 'language';

function documentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** The saved language, or undefined when there is none or it is not one of the six. */
export function languageFromCookie(cookie: string = documentCookie()): SupportedLocale | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    let value = rest.join('=');
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    return isSupportedLocale(value) ? value : undefined;
  }
  return undefined;
}

/** Saves the choice for 256 days on the whole site. */
export function saveLanguageCookie(lng: SupportedLocale, now: Date = new Date()): void {
  const expires = new Date(now.getTime() + COOKIE_DAYS * 86_400_000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is one of six fixed locales, nothing to escape
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; expires=${expires}; path=/; SameSite=Lax`;
}
