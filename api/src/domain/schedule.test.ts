import { formatClock, type MinuteWindow, type WeeklySchedule, wallClock } from '@storefront/shared/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSlots, dateSlots, instantAt, timeList, weekdayOf, windowsOn } from './schedule';

const w = (fromHour: number, toHour: number): MinuteWindow[] => [{ from: fromHour * 60, to: toHour * 60 }];

/** 10:00–23:00, Friday and Saturday until 03:00, Monday closed; New Year's Eve until 18:00. */
const SCHEDULE: WeeklySchedule = {
  weekly: {
    '1': [],
    '2': w(10, 23),
    '3': w(10, 23),
    '4': w(10, 23),
    '5': w(10, 27),
    '6': w(10, 27),
    '7': w(10, 23),
  },
  custom: { '12-31': w(10, 18), '2026-03-10': [] },
};

describe('order windows of a date', () => {
  it('takes the weekday routine', () => {
    expect(windowsOn(SCHEDULE, '2026-03-06')).toEqual(w(10, 27)); // Friday
  });

  it('has none on a closed day', () => {
    expect(windowsOn(SCHEDULE, '2026-03-09')).toEqual([]); // Monday
    expect(windowsOn(SCHEDULE, '2026-03-10')).toEqual([]); // a dated exception
  });

  it('applies a yearly exception', () => {
    expect(windowsOn(SCHEDULE, '2026-12-31')).toEqual(w(10, 18));
  });
});

describe('intervals and date slots', () => {
  it('cuts windows into slots that start after the earliest time', () => {
    expect(buildSlots(w(10, 12), 30, null)).toEqual([
      { start: 600, end: 630 },
      { start: 630, end: 660 },
      { start: 660, end: 690 },
      { start: 690, end: 720 },
    ]);
    expect(buildSlots(w(10, 12), 30, 647).map((slot) => slot.start)).toEqual([660, 690]);
  });

  it('runs slots past midnight in a night shift', () => {
    const slots = buildSlots(w(10, 27), 60, 1500);
    expect(slots.map((slot) => formatClock(slot.start))).toEqual(['01:00', '02:00']);
  });

  it('lists picker times every step', () => {
    expect(timeList(w(22, 23), 15, null)).toEqual(['22:00', '22:15', '22:30', '22:45']);
  });

  it('offers today and tomorrow, skipping closed days', () => {
    const slots = dateSlots(SCHEDULE, '2026-03-07', 4, 'en');
    // Saturday, Sunday; Monday is closed weekly and Tuesday 10 March by exception.
    expect(slots.map((slot) => slot.date_string)).toEqual(['2026-03-07', '2026-03-08']);
    expect(slots[0]).toMatchObject({ is_today: true, is_tomorrow: false, day_name: 'Saturday' });
    expect(slots[1]).toMatchObject({ is_today: false, is_tomorrow: true, formatted_string: 'March 8' });
  });
});

describe('the instant of a city wall clock', () => {
  it('finds the instant of a wall-clock time, past midnight too', () => {
    expect(instantAt('2026-03-06', 600, 'Europe/Moscow').toISOString()).toBe('2026-03-06T07:00:00.000Z');
    expect(instantAt('2026-03-06', 1530, 'Europe/Moscow').toISOString()).toBe('2026-03-06T22:30:00.000Z');
    expect(instantAt('2026-03-06', 600, 'Asia/Almaty').toISOString()).toBe('2026-03-06T05:00:00.000Z');
  });

  it('survives a daylight-saving change (Berlin, 29 March 2026)', () => {
    expect(instantAt('2026-03-29', 600, 'Europe/Berlin').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(instantAt('2026-03-28', 600, 'Europe/Berlin').toISOString()).toBe('2026-03-28T09:00:00.000Z');
  });

  it('round-trips any instant through the wall clock of any seeded zone', () => {
    const zones = [
      'Europe/Moscow',
      'Asia/Novosibirsk',
      'Europe/Istanbul',
      'Europe/Berlin',
      'Asia/Almaty',
      'Europe/Kyiv',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2025-01-01'), max: Date.parse('2027-12-31') }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const instant = new Date(Math.floor(ms / 60_000) * 60_000);
          const clock = wallClock(instant, zone);
          const back = instantAt(clock.date, clock.minutes, zone);
          // Ambiguous autumn hours map to one of the two instants an hour apart.
          expect(Math.abs(back.getTime() - instant.getTime()) % 3_600_000).toBe(0);
          expect(wallClock(back, zone)).toEqual(clock);
        },
      ),
    );
  });

  it('numbers weekdays 1 = Monday … 7 = Sunday', () => {
    expect(weekdayOf('2026-03-02')).toBe(1);
    expect(weekdayOf('2026-03-08')).toBe(7);
  });
});
