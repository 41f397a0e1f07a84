import { describe, expect, it } from 'vitest';
import { FIRST_MORNING_INTERVAL } from '../test/intervals';
import { nextTimeWhenClosed } from './settle-cart';

const next = FIRST_MORNING_INTERVAL;

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
