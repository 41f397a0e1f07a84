import { describe, expect, it } from 'vitest';
import { hourOptions, isTimeAllowed, minuteOptions, padTimeUnit, snapTime } from './time-options';

const at = (h: number, m: number) => new Date(2025, 2, 5, h, m, 17);

describe('time options (spec §5: minuteIncrement and validHours restrict them)', () => {
  it('offers every hour unless validHours restricts them', () => {
    expect(hourOptions()).toHaveLength(24);
    expect(hourOptions({ validHours: [] })).toHaveLength(24);
    expect(hourOptions({ validHours: [12, 10, 11, 10, 25] })).toEqual([10, 11, 12]);
  });

  it('offers minutes in steps of minuteIncrement', () => {
    expect(minuteOptions({ minuteIncrement: 15 })).toEqual([0, 15, 30, 45]);
    expect(minuteOptions({ minuteIncrement: 25 })).toEqual([0, 25, 50]);
    expect(minuteOptions()).toHaveLength(12);
    expect(minuteOptions({ minuteIncrement: 0 })).toHaveLength(60);
  });

  it('allows only times on the offered hours and minutes', () => {
    const restrictions = { minuteIncrement: 15, validHours: [10, 11] };
    expect(isTimeAllowed(at(10, 30), restrictions)).toBe(true);
    expect(isTimeAllowed(at(10, 20), restrictions)).toBe(false);
    expect(isTimeAllowed(at(12, 0), restrictions)).toBe(false);
  });

  it('snaps a time to the next allowed one', () => {
    const restrictions = { minuteIncrement: 15, validHours: [10, 11, 18] };
    expect(snapTime(at(10, 20), restrictions)).toEqual(new Date(2025, 2, 5, 10, 30, 0));
    expect(snapTime(at(11, 50), restrictions)).toEqual(new Date(2025, 2, 5, 18, 0, 0));
    expect(snapTime(at(19, 0), restrictions)).toEqual(new Date(2025, 2, 5, 10, 0, 0));
  });

  it('pads labels to two digits', () => {
    expect(padTimeUnit(5)).toBe('05');
    expect(padTimeUnit(30)).toBe('30');
  });
});
