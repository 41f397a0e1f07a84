import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelOneRemoval, hasWaitingRemovals, pendingRemovals, queueRemoval } from './removal-queue';

describe('debounced removal (spec §4: removal is sent 450 ms after the last minus)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lowers the shown count at once and sends one removal for all presses', async () => {
    const flush = vi.fn(async () => {});
    queueRemoval(1, flush);
    queueRemoval(1, flush);
    vi.advanceTimersByTime(449);
    queueRemoval(1, flush);
    expect(pendingRemovals(1)).toBe(3);
    vi.advanceTimersByTime(449);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledExactlyOnceWith(3);
    // Still subtracted while the call is on its way, so the count does not jump back.
    expect(pendingRemovals(1)).toBe(3);
    await vi.runAllTimersAsync();
    expect(pendingRemovals(1)).toBe(0);
  });

  it('lets a plus take back a removal still waiting', () => {
    const flush = vi.fn(async () => {});
    queueRemoval(2, flush);
    queueRemoval(2, flush);
    expect(cancelOneRemoval(2)).toBe(true);
    expect(cancelOneRemoval(2)).toBe(true);
    expect(hasWaitingRemovals(2)).toBe(false);
    expect(cancelOneRemoval(2)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(flush).not.toHaveBeenCalled();
  });

  it('keeps products apart', () => {
    const first = vi.fn(async () => {});
    const second = vi.fn(async () => {});
    queueRemoval(3, first);
    queueRemoval(4, second);
    vi.advanceTimersByTime(450);
    expect(first).toHaveBeenCalledWith(1);
    expect(second).toHaveBeenCalledWith(1);
  });
});
