import { afterEach, describe, expect, it } from 'vitest';
import { languageFromCookie, saveLanguageCookie } from './language-cookie';

describe('language cookie (spec §1)', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookie the test wrote
    document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('reads the language cookie', () => {
    expect(languageFromCookie('city_alias=moscow; language=uz; session_key=abc')).toBe('uz');
  });

  it('ignores a missing or unsupported language', () => {
    expect(languageFromCookie('city_alias=moscow')).toBeUndefined();
    expect(languageFromCookie('language=fr')).toBeUndefined();
    expect(languageFromCookie('language=%E0%A4%A')).toBeUndefined();
    expect(languageFromCookie('')).toBeUndefined();
  });

  it('does not match a cookie whose name only ends with language', () => {
    expect(languageFromCookie('site_language=de')).toBeUndefined();
  });

  it('saves the choice and reads it back from document.cookie', () => {
    saveLanguageCookie('tr');
    expect(languageFromCookie()).toBe('tr');
  });
});
