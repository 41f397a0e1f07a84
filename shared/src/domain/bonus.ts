// Who may spend bonuses (spec §1, §6): only the brand with the bonus program, only in cities with the
// loyalty system, only when the enable_bonus_program cookie is set, and only until the spend deadline
// (21 May 2025, inclusive, on the city's calendar). Accrual is paused. The amount rule is in pricing.
import { BONUS_ACCRUAL_PAUSED } from './constants';

export interface BonusProgramGate {
  brandHasBonusProgram: boolean;
  cityHasLoyaltyProgram: boolean;
  /** The enable_bonus_program cookie is present. */
  cookieEnabled: boolean;
}

/** The program exists for this visitor at all (the bonus block and label are shown). */
export function bonusProgramEnabled(gate: BonusProgramGate): boolean {
  return gate.brandHasBonusProgram && gate.cityHasLoyaltyProgram && gate.cookieEnabled;
}

/** Bonuses can still be spent on `today` (`YYYY-MM-DD` in the city) with the deadline inclusive. */
export function canSpendBonuses(today: string, deadline: string | null): boolean {
  return deadline === null || today <= deadline;
}

/** Bonuses a cart would earn at `ratePercent` of its total; zero while accrual is paused. */
export function upcomingBonuses(
  total: number,
  ratePercent: number,
  accrualPaused: boolean = BONUS_ACCRUAL_PAUSED,
): number {
  return accrualPaused ? 0 : Math.floor((Math.max(0, total) * ratePercent) / 100);
}
