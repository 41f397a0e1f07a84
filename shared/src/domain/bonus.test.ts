import { describe, expect, it } from 'vitest';
import { bonusProgramEnabled, canSpendBonuses, upcomingBonuses } from './bonus';
import { BONUS_SPEND_DEADLINE } from './constants';

const gate = { brandHasBonusProgram: true, cityHasLoyaltyProgram: true, cookieEnabled: true };

describe('bonus program (spec §1)', () => {
  it('exists only for the bonus brand, in loyalty cities, with the enable_bonus_program cookie', () => {
    expect(bonusProgramEnabled(gate)).toBe(true);
    expect(bonusProgramEnabled({ ...gate, brandHasBonusProgram: false })).toBe(false);
    expect(bonusProgramEnabled({ ...gate, cityHasLoyaltyProgram: false })).toBe(false);
    expect(bonusProgramEnabled({ ...gate, cookieEnabled: false })).toBe(false);
  });

  it('lets bonuses be spent until 21 May 2025 inclusive', () => {
    expect(canSpendBonuses('2025-05-21', BONUS_SPEND_DEADLINE)).toBe(true);
    expect(canSpendBonuses('2025-05-22', BONUS_SPEND_DEADLINE)).toBe(false);
  });

  it('accrues nothing while accrual is paused', () => {
    expect(upcomingBonuses(1000, 5)).toBe(0);
    expect(upcomingBonuses(1000, 5, false)).toBe(50);
  });
});
