import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canIncreaseCount, clampCount, maxProductCount } from './quantity';

describe('quantity cap (spec §5)', () => {
  it('caps a product at 100 minus its sale multiplicity', () => {
    expect(maxProductCount(1)).toBe(99);
    expect(maxProductCount(5)).toBe(95);
  });

  it('disables plus once 100 minus sale_multiplicity is at most the count', () => {
    expect(canIncreaseCount(98, 1)).toBe(true);
    expect(canIncreaseCount(99, 1)).toBe(false);
    expect(canIncreaseCount(95, 5)).toBe(false);
  });

  it('never lets minus go below 0', () => {
    expect(clampCount(-1, 1)).toBe(0);
  });

  it('holds for every count and multiplicity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 500 }), fc.integer({ min: 1, max: 50 }), (count, m) => {
        const clamped = clampCount(count, m);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(100 - m);
        expect(canIncreaseCount(clamped, m)).toBe(clamped < 100 - m);
      }),
    );
  });
});
