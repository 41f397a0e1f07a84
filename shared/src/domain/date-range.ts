// Date picker rules of spec §4/§5/§9: dd.MM.yyyy, range selection (first pick starts, second ends,
// reversed ranges re-sorted), disabled dates refused, the 120-year birthday range. No React here.
import {
  addDays,
  endOfDay,
  isSameDay,
  isValid,
  startOfDay,
  startOfMonth,
  startOfWeek,
  subYears,
} from 'date-fns';
import { BIRTHDAY_RANGE_YEARS, DATE_FORMAT } from './constants';

export type DatePickerMode = 'date' | 'datetime' | 'time';

const PICKER_TIME_FORMAT = 'HH:mm';
export const PICKER_FORMATS: Record<DatePickerMode, string> = {
  date: DATE_FORMAT,
  datetime: `${DATE_FORMAT} ${PICKER_TIME_FORMAT}`,
  time: PICKER_TIME_FORMAT,
};
/** Between the two ends of a range as shown in a field. */
const RANGE_SEPARATOR = ' – ';

export interface DateRange {
  start: Date;
  end: Date;
}

/** A range while it is being picked: the first pick sets `start`, the second `end`. */
export interface RangeDraft {
  start: Date;
  end: Date | null;
}

export interface DateConstraints {
  /** Earliest allowed day (inclusive, whole day). */
  min?: Date | null;
  /** Latest allowed day (inclusive, whole day). */
  max?: Date | null;
  /** Days that cannot be picked: a list of days or a predicate. */
  disabledDates?: readonly Date[] | ((day: Date) => boolean);
}

/** True when the day cannot be picked: before min, after max, or one of the disabled dates. */
export function isDateDisabled(day: Date, { min, max, disabledDates }: DateConstraints = {}): boolean {
  if (!isValid(day)) return true;
  if (min && day < startOfDay(min)) return true;
  if (max && day > endOfDay(max)) return true;
  if (typeof disabledDates === 'function') return disabledDates(day);
  return disabledDates?.some((disabled) => isSameDay(disabled, day)) ?? false;
}

/** A range with its start after its end is re-sorted. */
export function sortRange(a: Date, b: Date): DateRange {
  return a.getTime() <= b.getTime() ? { start: a, end: b } : { start: b, end: a };
}

/**
 * The range after a pick: the first pick starts a range, the second ends it (re-sorted if it was
 * picked backwards), and a pick after a finished range starts a new one.
 */
export function pickRangeDay(draft: RangeDraft | null, day: Date): RangeDraft {
  if (!draft || draft.end) return { start: day, end: null };
  return sortRange(draft.start, day);
}

export function isRangeComplete(draft: RangeDraft | null): draft is DateRange {
  return draft !== null && draft.end !== null;
}

/** Whether a day lies within a (possibly half-picked) range, ends included. */
export function isDayInRange(day: Date, range: RangeDraft | null): boolean {
  if (!range) return false;
  if (!range.end) return isSameDay(day, range.start);
  return day >= startOfDay(range.start) && day <= endOfDay(range.end);
}

/** A value is refused when it falls on a disabled date; a range when either end does. */
export function isPickerValueAllowed(value: Date | DateRange | null, constraints: DateConstraints): boolean {
  if (value === null) return true;
  if (value instanceof Date) return !isDateDisabled(value, constraints);
  return !isDateDisabled(value.start, constraints) && !isDateDisabled(value.end, constraints);
}

// The three fixed formats of PICKER_FORMATS written and read by hand: date-fns' `format` and `parse`
// are general pattern engines (≈ 11 KB gzip) that every first screen would load with this module.
// date-range.test.ts checks both against date-fns.
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function formatIn(value: Date, mode: DatePickerMode): string {
  // `yyyy` is the calendar year: there is no year 0, the one before 1 AD is 1 (BC).
  const year = value.getFullYear() > 0 ? value.getFullYear() : 1 - value.getFullYear();
  const date = `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${pad(year, 4)}`;
  const time = `${pad(value.getHours())}:${pad(value.getMinutes())}`;
  return mode === 'date' ? date : mode === 'time' ? time : `${date} ${time}`;
}

const PICKER_PATTERNS: Record<DatePickerMode, RegExp> = {
  date: /^(\d{2})\.(\d{2})\.(\d{4})$/,
  datetime: /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/,
  time: /^()()()(\d{2}):(\d{2})$/,
};

/** Shows a value in the field's format: `15.03.2025`, `15.03.2025 18:30`, `18:30`. */
export function formatPickerValue(value: Date | DateRange | null, mode: DatePickerMode): string {
  if (!value) return '';
  if (value instanceof Date) return isValid(value) ? formatIn(value, mode) : '';
  return `${formatIn(value.start, mode)}${RANGE_SEPARATOR}${formatIn(value.end, mode)}`;
}

/**
 * Reads what was typed in the field's format, strictly: `31.02.2025` or `1.3.25` is not a date.
 * `reference` supplies the day for a bare time. Returns null for anything unreadable.
 */
export function parsePickerValue(text: string, mode: DatePickerMode, reference = new Date()): Date | null {
  const trimmed = normaliseTypedDate(text.trim(), mode);
  if (!trimmed) return null;
  const match = PICKER_PATTERNS[mode].exec(trimmed);
  if (!match) return null;
  const [, day, month, year, hours = '0', minutes = '0'] = match;
  const parsed = new Date(reference.getTime());
  if (mode !== 'time') parsed.setFullYear(Number(year), Number(month) - 1, Number(day));
  parsed.setHours(Number(hours), Number(minutes), 0, 0);
  // A round trip rejects what does not exist (`31.02.2025`, `24:00`): it would come back as another day.
  return isValid(parsed) && formatIn(parsed, mode) === trimmed ? parsed : null;
}

/**
 * A date typed without the dots (`15031990`, the digit keyboard of a phone) or with slashes, dashes
 * or spaces between day, month and year reads as `15.03.1990`; anything else is left as typed.
 */
function normaliseTypedDate(text: string, mode: DatePickerMode): string {
  if (mode === 'time') return text;
  const match = /^(\d{2})[./\- ]?(\d{2})[./\- ]?(\d{4})(.*)$/.exec(text);
  if (!match) return text;
  const [, day, month, year, rest = ''] = match;
  return `${day}.${month}.${year}${rest}`;
}

/** Reads a typed range `dd.MM.yyyy – dd.MM.yyyy` (any dash), re-sorted. */
export function parsePickerRange(text: string, mode: DatePickerMode = 'date'): DateRange | null {
  const parts = text.split(/\s*[–—-]\s*(?=\d)/);
  if (parts.length !== 2) return null;
  const start = parsePickerValue(parts[0] ?? '', mode);
  const end = parsePickerValue(parts[1] ?? '', mode);
  return start && end ? sortRange(start, end) : null;
}

/**
 * The days of a month as weeks for a calendar grid, starting on `weekStartsOn` (0 Sunday … 6
 * Saturday). Days of the neighbouring months are null, so every week has seven cells.
 */
export function monthGrid(month: Date, weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6 = 1): (Date | null)[][] {
  const first = startOfMonth(month);
  let day = startOfWeek(first, { weekStartsOn });
  const weeks: (Date | null)[][] = [];
  do {
    const week: (Date | null)[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day.getMonth() === first.getMonth() ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (day.getMonth() === first.getMonth());
  return weeks;
}

/** Spec §5: a birthday is at the earliest 120 years before today and at the latest today. */
export function birthdayBounds(today = new Date()): { min: Date; max: Date } {
  return { min: startOfDay(subYears(today, BIRTHDAY_RANGE_YEARS)), max: endOfDay(today) };
}
