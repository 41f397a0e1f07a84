import { cityScheduleSchema } from '@storefront/shared/contract';
import { describe, expect, it } from 'vitest';
import type { ScheduleTemplate } from '../../db/schema/json-types';
import { expandSchedule, localDate } from './schedule';

const TEMPLATE: ScheduleTemplate = {
  weekly: {
    '1': [{ from: 600, to: 1380 }],
    '2': [{ from: 600, to: 1380 }],
    '3': [{ from: 600, to: 1380 }],
    '4': [{ from: 600, to: 1380 }],
    '5': [{ from: 600, to: 1500 }],
    '6': [{ from: 600, to: 1500 }],
    '7': [],
  },
  custom: { '12-31': [{ from: 600, to: 1080 }] },
};

describe('expandSchedule', () => {
  it('reads the date on the city wall clock', () => {
    // 20:00 UTC on 1 March is already 2 March in Novosibirsk (UTC+7).
    expect(localDate(new Date('2026-03-01T20:00:00Z'), 'Asia/Novosibirsk')).toBe('2026-03-02');
    expect(localDate(new Date('2026-03-01T20:00:00Z'), 'Europe/Moscow')).toBe('2026-03-01');
  });

  it('keys a month of days by date, weekday 1 = Monday and 7 = Sunday', () => {
    const schedule = expandSchedule(TEMPLATE, 'Europe/Moscow', new Date('2026-03-02T09:00:00Z'));
    expect(cityScheduleSchema.parse(schedule)).toEqual(schedule);
    expect(Object.keys(schedule.month)).toHaveLength(31);
    expect(schedule.month['2026-03-02']?.order_minutes).toEqual([{ from: 600, to: 1380 }]); // Monday
    expect(schedule.month['2026-03-08']?.order_minutes).toEqual([]); // Sunday: closed
  });

  it('counts times before 04:00 as the previous day (night shift)', () => {
    // 01:00 on Saturday in Moscow: Friday's window until 01:00 (1500) still runs.
    const schedule = expandSchedule(TEMPLATE, 'Europe/Moscow', new Date('2026-03-06T22:00:00Z'));
    expect(Object.keys(schedule.month)[0]).toBe('2026-03-06');
  });

  it('applies yearly exceptions and lists them as custom', () => {
    const schedule = expandSchedule(TEMPLATE, 'Europe/Moscow', new Date('2026-12-20T09:00:00Z'));
    expect(schedule.month['2026-12-31']?.order_minutes).toEqual([{ from: 600, to: 1080 }]);
    expect(schedule.custom).toEqual({ '2026-12-31': { order_minutes: [{ from: 600, to: 1080 }] } });
  });
});
