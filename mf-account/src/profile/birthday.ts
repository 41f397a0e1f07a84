// The birthday's rules (spec §2 profile tab, §5, §9): dd.MM.yyyy, from 120 years before today up to today.
// Typing is read strictly; a date typed without dots (the digit keyboard of a phone) reads as with them.
import { BIRTHDAY_RANGE_YEARS } from '@storefront/shared/domain';
import { endOfDay, format, isValid, parse, startOfDay, subYears } from 'date-fns';
import { DATE_FORMAT } from '../domain/constants';

/** Spec §5: a birthday is at the earliest 120 years before today and at the latest today. */
export function birthdayBounds(today = new Date()): { min: Date; max: Date } {
  return { min: startOfDay(subYears(today, BIRTHDAY_RANGE_YEARS)), max: endOfDay(today) };
}

export function isBirthdayAllowed(date: Date, today = new Date()): boolean {
  const { min, max } = birthdayBounds(today);
  return date.getTime() >= min.getTime() && date.getTime() <= max.getTime();
}

/** `15.03.1990`; '' for no date or an Invalid Date. */
export function formatBirthday(date: Date | null): string {
  return date && isValid(date) ? format(date, DATE_FORMAT) : '';
}

/**
 * Reads `15.03.1990`, also typed as `15031990` or with slashes, dashes or spaces; null for anything
 * else, and for a day that does not exist (`31.02.1990`, `1.3.90`).
 */
export function parseBirthday(text: string): Date | null {
  const match = /^(\d{2})[./\- ]?(\d{2})[./\- ]?(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const normalised = `${match[1]}.${match[2]}.${match[3]}`;
  const date = parse(normalised, DATE_FORMAT, new Date(2000, 0, 1));
  // date-fns refuses 31.02 itself; the round trip also refuses what it would read loosely.
  return isValid(date) && format(date, DATE_FORMAT) === normalised ? date : null;
}
