// Cookie strings as pure functions: the storefront keeps city_alias, language, cookie consent and
// banner times in cookies for 256 days (spec §9). Reading and writing `document.cookie` stays at the
// edges (readCookie / writeCookie); the parsing and formatting here are unit-tested.

/** The value of one cookie in a `document.cookie`-style string, decoded; null when absent or malformed. */
export function parseCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** A Set-Cookie-style string for the whole site, expiring after `days`. */
export function serializeCookie(name: string, value: string, days: number, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + days * 86_400_000).toUTCString();
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string, days: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox; values are encoded
  document.cookie = serializeCookie(name, value, days);
}
