import { businessClock, type MinuteWindow } from '@storefront/shared/domain';
import { describe, expect, it } from 'vitest';
import { lastHour } from './last-hour';

const w = (fromHour: number, toHour: number): MinuteWindow[] => [{ from: fromHour * 60, to: toHour * 60 }];
/** Friday: 10:00 until 03:00 on Saturday. */
const FRIDAY = w(10, 27);

describe('last-hour window (spec §4, §9)', () => {
  it('is on within the 60 minutes before the last window ends, with a countdown', () => {
    expect(lastHour(w(10, 23), 1330)).toEqual({ active: true, minutesLeft: 50 });
    expect(lastHour(w(10, 23), 1300)).toEqual({ active: false, minutesLeft: 0 });
  });

  it('counts 02:30 of a night shift for the previous day', () => {
    const clock = businessClock(new Date('2026-03-06T23:30:00Z'), 'Europe/Moscow'); // 02:30 Saturday
    expect(clock.date).toBe('2026-03-06'); // Friday
    expect(lastHour(FRIDAY, clock.minutes)).toEqual({
      active: true,
      minutesLeft: 30,
    });
  });

  it('is off once closed', () => {
    expect(lastHour(w(10, 23), 1380)).toEqual({ active: false, minutesLeft: 0 });
  });
});
