import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxProductCount } from './quantity';

describe('quantity cap (spec §5)', () => {
  it('caps a product at 100 minus its sale multiplicity', () => {
    expect(maxProductCount(1)).toBe(99);
    expect(maxProductCount(5)).toBe(95);
  });

  it('never goes below 0, and ignores a fraction or a negative multiplicity', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 500, noNaN: true }), (m) => {
        const cap = maxProductCount(m);
        expect(cap).toBeGreaterThanOrEqual(0);
        expect(cap).toBe(Math.max(0, 100 - Math.max(0, Math.trunc(m))));
      }),
    );
  });
});
