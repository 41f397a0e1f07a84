import { describe, expect, it } from 'vitest';
import { scrollOffset } from './layout';

describe('menu layout', () => {
  it('offsets scroll-to-group by 80 px on mobile and 100 px on desktop', () => {
    expect(scrollOffset(true)).toBe(80);
    expect(scrollOffset(false)).toBe(100);
  });
});
