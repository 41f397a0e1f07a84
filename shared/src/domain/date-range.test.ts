import { format, isValid, parse } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthdayBounds,
  formatPickerValue,
  isDateDisabled,
  isDayInRange,
  isPickerValueAllowed,
  isRangeComplete,
  monthGrid,
  PICKER_FORMATS,
  parsePickerRange,
  parsePickerValue,
  pickRangeDay,
  sortRange,
} from './date-range';

const day = (d: number, m = 3, y = 2025) => new Date(y, m - 1, d);

describe('date picker rules (spec §4, §5, §9)', () => {
  describe('range selection', () => {
    it('starts a range on the first pick', () => {
      expect(pickRangeDay(null, day(10))).toEqual({ start: day(10), end: null });
    });

    it('ends it on the second pick', () => {
      const draft = pickRangeDay(pickRangeDay(null, day(10)), day(14));
      expect(draft).toEqual({ start: day(10), end: day(14) });
      expect(isRangeComplete(draft)).toBe(true);
    });

    it('re-sorts a range picked with its start after its end', () => {
      expect(pickRangeDay({ start: day(14), end: null }, day(10))).toEqual({ start: day(10), end: day(14) });
      expect(sortRange(day(20), day(1))).toEqual({ start: day(1), end: day(20) });
    });

    it('starts a new range on a pick after a finished one', () => {
      expect(pickRangeDay({ start: day(1), end: day(5) }, day(8))).toEqual({ start: day(8), end: null });
    });

    it('tells which days lie in the range, ends included', () => {
      const range = { start: day(10), end: day(12) };
      expect(isDayInRange(day(10), range)).toBe(true);
      expect(isDayInRange(day(12), range)).toBe(true);
      expect(isDayInRange(day(13), range)).toBe(false);
      expect(isDayInRange(day(10), { start: day(10), end: null })).toBe(true);
    });
  });

  describe('disabled dates', () => {
    const constraints = { min: day(5), max: day(25), disabledDates: [day(8)] };

    it('disables days before min and after max, whole days inclusive', () => {
      expect(isDateDisabled(day(4), constraints)).toBe(true);
      expect(isDateDisabled(new Date(2025, 2, 5, 23, 0), constraints)).toBe(false);
      expect(isDateDisabled(new Date(2025, 2, 25, 23, 59), constraints)).toBe(false);
      expect(isDateDisabled(day(26), constraints)).toBe(true);
    });

    it('disables the listed days or those a predicate names', () => {
      expect(isDateDisabled(new Date(2025, 2, 8, 12), constraints)).toBe(true);
      expect(isDateDisabled(day(9), { disabledDates: (d) => d.getDay() === 0 })).toBe(true); // a Sunday
      expect(isDateDisabled(day(10), { disabledDates: (d) => d.getDay() === 0 })).toBe(false);
      expect(isDateDisabled(day(9, 3), { disabledDates: (d) => d.getDate() === 9 })).toBe(true);
    });

    it('refuses a value on a disabled date, and a range with a disabled end', () => {
      expect(isPickerValueAllowed(day(8), constraints)).toBe(false);
      expect(isPickerValueAllowed(day(9), constraints)).toBe(true);
      expect(isPickerValueAllowed({ start: day(6), end: day(26) }, constraints)).toBe(false);
      expect(isPickerValueAllowed(null, constraints)).toBe(true);
    });
  });

  describe('format dd.MM.yyyy', () => {
    it('shows dates, date-times, times and ranges', () => {
      const at = new Date(2025, 2, 5, 9, 30);
      expect(formatPickerValue(at, 'date')).toBe('05.03.2025');
      expect(formatPickerValue(at, 'datetime')).toBe('05.03.2025 09:30');
      expect(formatPickerValue(at, 'time')).toBe('09:30');
      expect(formatPickerValue({ start: day(1), end: day(3) }, 'date')).toBe('01.03.2025 – 03.03.2025');
      expect(formatPickerValue(null, 'date')).toBe('');
    });

    it('reads typed values strictly', () => {
      expect(parsePickerValue('05.03.2025', 'date')).toEqual(day(5));
      expect(parsePickerValue('31.02.2025', 'date')).toBeNull();
      expect(parsePickerValue('5.3.2025', 'date')).toBeNull();
      expect(parsePickerValue('', 'date')).toBeNull();
      // Typed on a phone's digit keyboard, or with another separator: the same day (issue 19, item 18).
      expect(parsePickerValue('05032025', 'date')).toEqual(day(5));
      expect(parsePickerValue('05/03/2025', 'date')).toEqual(day(5));
      expect(parsePickerValue('05-03-2025', 'date')).toEqual(day(5));
      expect(parsePickerValue('31022025', 'date')).toBeNull();
      expect(parsePickerValue('0503202', 'date')).toBeNull();
      expect(parsePickerValue('05.03.2025 18:45', 'datetime')).toEqual(new Date(2025, 2, 5, 18, 45));
      expect(parsePickerValue('18:45', 'time', day(1))).toEqual(new Date(2025, 2, 1, 18, 45));
    });

    it('reads a typed range and re-sorts it', () => {
      expect(parsePickerRange('10.03.2025 – 01.03.2025')).toEqual({ start: day(1), end: day(10) });
      expect(parsePickerRange('01.03.2025-02.03.2025')).toEqual({ start: day(1), end: day(2) });
      expect(parsePickerRange('01.03.2025')).toBeNull();
    });
  });

  describe('month grid', () => {
    it('lays March 2025 out in Monday-first weeks with blanks around the month', () => {
      const weeks = monthGrid(day(15), 1);
      expect(weeks).toHaveLength(6);
      expect(weeks[0]?.slice(0, 5)).toEqual([null, null, null, null, null]);
      expect(weeks[0]?.[5]).toEqual(day(1));
      expect(weeks[5]?.[0]).toEqual(day(31));
      expect(weeks.every((week) => week.length === 7)).toBe(true);
    });

    it('starts on Sunday when the locale does', () => {
      expect(monthGrid(day(15), 0)[0]?.[6]).toEqual(day(1));
    });
  });

  it('bounds a birthday between 120 years ago and today', () => {
    const { min, max } = birthdayBounds(new Date(2025, 4, 20, 15));
    expect(min).toEqual(new Date(1905, 4, 20));
    expect(max.getDate()).toBe(20);
    expect(isDateDisabled(new Date(1905, 4, 19), { min, max })).toBe(true);
    expect(isDateDisabled(new Date(2025, 4, 20, 22), { min, max })).toBe(false);
    expect(isDateDisabled(new Date(2025, 4, 21), { min, max })).toBe(true);
  });
});

describe('the hand-written formats agree with date-fns', () => {
  const MODES = ['date', 'datetime', 'time'] as const;
  // Whole minutes of years around 0 to a little beyond 9999.
  const dates = fc
    .date({ min: new Date(-2000, 0, 1), max: new Date(12_000, 0, 1), noInvalidDate: true })
    .map((date) => new Date(date.setSeconds(0, 0)));
  const reference = new Date(2025, 2, 15, 9, 41, 7, 123);

  it.each(MODES)('formats like format(value, PICKER_FORMATS.%s)', (mode) => {
    fc.assert(
      fc.property(dates, (date) => {
        expect(formatPickerValue(date, mode)).toBe(format(date, PICKER_FORMATS[mode]));
      }),
    );
  });

  it.each(MODES)('reads what it writes, and what date-fns reads strictly (%s)', (mode) => {
    const typed = fc.oneof(
      dates.map((date) => format(date, PICKER_FORMATS[mode])),
      // Near misses: impossible days and times, short and long fields, stray characters.
      fc
        .tuple(
          fc.integer({ min: 0, max: 39 }),
          fc.integer({ min: 0, max: 19 }),
          fc.integer({ min: 0, max: 99_999 }),
        )
        .chain(([d, m, y]) =>
          fc.constantFrom(
            `${d}.${m}.${y}`,
            `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`,
            `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${String(y).padStart(4, '0')} ${String(d).padStart(2, '0')}:${String(m * 3).padStart(2, '0')}`,
            `${String(d).padStart(2, '0')}:${String(m * 3).padStart(2, '0')}`,
            `${d}:${m}`,
          ),
        ),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(typed, (text) => {
        const strict = parse(text.trim(), PICKER_FORMATS[mode], reference);
        const expected =
          text.trim() && isValid(strict) && format(strict, PICKER_FORMATS[mode]) === text.trim()
            ? strict
            : null;
        expect(parsePickerValue(text, mode, reference)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
