import { describe, expect, it } from 'vitest';
import { canSpendBonuses } from './bonus';

describe('bonus spending (spec §6)', () => {
  it('lets bonuses be spent until 21 May 2025 inclusive', () => {
    expect(canSpendBonuses('2025-05-21', '2025-05-21')).toBe(true);
    expect(canSpendBonuses('2025-05-22', '2025-05-21')).toBe(false);
    expect(canSpendBonuses('2030-01-01', null)).toBe(true);
  });
});
