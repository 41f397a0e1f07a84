import { describe, expect, it } from 'vitest';
import { bonusWriteOffLimit, maxBonusWriteOff, type PricedLine } from './pricing';

describe('bonus write-off (spec §5)', () => {
  const lines: PricedLine[] = [
    { unitPrice: 300, count: 2 },
    { unitPrice: 1, count: 3 },
  ];
  const packages: PricedLine[] = [{ unitPrice: 19, count: 1 }];

  it('is the sum of (price − 1) × count over products and packages, plus delivery', () => {
    expect(bonusWriteOffLimit(lines, packages, 199)).toBe(299 * 2 + 0 + 18 + 199);
  });

  it('is the lesser of that sum and the balance', () => {
    expect(maxBonusWriteOff(250.5, lines, packages, 199)).toBe(250.5);
    expect(maxBonusWriteOff(100_000, lines, packages, 199)).toBe(815);
  });
});
