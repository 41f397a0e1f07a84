import { describe, expect, it } from 'vitest';
import { nextTimeWhenClosed } from './settle-cart';

const next = {
  id: '2026-03-06_600',
  title: '10:00–10:30',
  day_name: 'пятница',
  disabled: false,
  start_timestamp: 1_772_780_400,
  end_timestamp: 1_772_782_200,
  date: '2026-03-06',
};

describe('nextTimeWhenClosed (spec §4)', () => {
  it('closed now: the next possible interval is the time chosen for the customer', () => {
    expect(nextTimeWhenClosed({ asap: false, next_interval: next })).toBe(next);
  });
  it("open now: none — the order goes 'as soon as possible'", () => {
    expect(nextTimeWhenClosed({ asap: true, next_interval: next })).toBeNull();
  });
  it('closed with no time left: none', () => {
    expect(nextTimeWhenClosed({ asap: false, next_interval: null })).toBeNull();
  });
});
