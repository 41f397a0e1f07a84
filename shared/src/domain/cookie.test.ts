import { describe, expect, it } from 'vitest';
import { parseCookie, serializeCookie } from './cookie';

describe('cookies', () => {
  it('reads one cookie among several, decoded', () => {
    expect(parseCookie('a=1; city_alias=saint-petersburg; language=en', 'city_alias')).toBe(
      'saint-petersburg',
    );
    expect(parseCookie('name=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0', 'name')).toBe('Москва');
  });

  it('answers null for a missing or malformed cookie', () => {
    expect(parseCookie('a=1', 'city_alias')).toBeNull();
    expect(parseCookie('city_alias=%E0%A4%A', 'city_alias')).toBeNull();
  });

  it('keeps a cookie for the whole site for the given number of days', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const cookie = serializeCookie('city_alias', 'kazan', 256, now);
    expect(cookie).toContain('city_alias=kazan;');
    expect(cookie).toContain('path=/');
    expect(cookie).toContain(`expires=${new Date('2026-09-14T00:00:00Z').toUTCString()}`);
  });
});
