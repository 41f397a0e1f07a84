import { describe, expect, it } from 'vitest';
import { birthdayBounds, formatBirthday, parseBirthday } from './birthday';

describe('birthday dates (spec §5, §9: dd.MM.yyyy)', () => {
  it('reads dd.MM.yyyy, also typed without dots or with slashes, dashes or spaces', () => {
    for (const text of ['14.02.1990', '14021990', '14/02/1990', '14-02-1990', ' 14 02 1990 ']) {
      expect(parseBirthday(text)).toEqual(new Date(1990, 1, 14));
    }
  });

  it('refuses a day that does not exist and loose shapes', () => {
    for (const text of ['31.02.1990', '29.02.1990', '1.3.1990', '14.02.90', '14.13.1990', 'abc', '']) {
      expect(parseBirthday(text)).toBeNull();
    }
    expect(parseBirthday('29.02.1992')).toEqual(new Date(1992, 1, 29));
  });

  it('writes dd.MM.yyyy, and nothing for no date or an Invalid Date', () => {
    expect(formatBirthday(new Date(1990, 1, 4))).toBe('04.02.1990');
    expect(formatBirthday(null)).toBe('');
    expect(formatBirthday(new Date(Number.NaN))).toBe('');
  });

  it('bounds a birthday by 120 years before today and the end of today', () => {
    const { min, max } = birthdayBounds(new Date(2026, 2, 15, 14, 0));
    expect(min).toEqual(new Date(1906, 2, 15));
    expect(max).toEqual(new Date(2026, 2, 15, 23, 59, 59, 999));
  });
});
