// The bonus program as the API applies it (spec §1, §6): whether the program exists for a visitor, and
// what a cart would earn (accrual is paused). Whether bonuses may still be spent is shared:
// canSpendBonuses in @storefront/shared/domain.
import { BONUS_ACCRUAL_PAUSED } from '@storefront/shared/domain';

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

/** Bonuses a cart would earn at `ratePercent` of its total; zero while accrual is paused. */
export function upcomingBonuses(
  total: number,
  ratePercent: number,
  accrualPaused: boolean = BONUS_ACCRUAL_PAUSED,
): number {
  return accrualPaused ? 0 : Math.floor((Math.max(0, total) * ratePercent) / 100);
}
