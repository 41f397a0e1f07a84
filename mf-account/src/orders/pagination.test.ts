import { describe, expect, it } from 'vitest';
import { paginationState, readPage } from './pagination';

describe('orders pagination (spec §2)', () => {
  it('disables previous on page 1', () => {
    expect(paginationState({ page: 1, count: 10, hasMore: true })).toEqual({
      prevDisabled: true,
      nextDisabled: false,
    });
    expect(paginationState({ page: 2, count: 10, hasMore: true }).prevDisabled).toBe(false);
  });

  it('disables next when the current page is empty or nothing follows it', () => {
    expect(paginationState({ page: 3, count: 0 }).nextDisabled).toBe(true);
    expect(paginationState({ page: 2, count: 4, hasMore: false }).nextDisabled).toBe(true);
    expect(paginationState({ page: 2, count: 10 }).nextDisabled).toBe(false);
  });

  it('reads ?page= as a whole page number from 1', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage(null)).toBe(1);
    expect(readPage('0')).toBe(1);
    expect(readPage('2.5')).toBe(1);
    expect(readPage('abc')).toBe(1);
  });
});
