import { describe, expect, it } from 'vitest';
import { bonusProgramEnabled, upcomingBonuses } from './bonus';

const gate = { brandHasBonusProgram: true, cityHasLoyaltyProgram: true, cookieEnabled: true };

describe('bonus program (spec §1, §6)', () => {
  it('exists only for the bonus brand, in loyalty cities, with the enable_bonus_program cookie', () => {
    expect(bonusProgramEnabled(gate)).toBe(true);
    expect(bonusProgramEnabled({ ...gate, brandHasBonusProgram: false })).toBe(false);
    expect(bonusProgramEnabled({ ...gate, cityHasLoyaltyProgram: false })).toBe(false);
    expect(bonusProgramEnabled({ ...gate, cookieEnabled: false })).toBe(false);
  });

  it('accrues nothing while accrual is paused', () => {
    expect(upcomingBonuses(1000, 5)).toBe(0);
    expect(upcomingBonuses(1000, 5, false)).toBe(50);
  });
});
