// The bonus balance of spec §1 and §6: the program exists only for the brand that runs it, in
// cities with the loyalty system, and when the enable_bonus_program cookie is set; bonuses can be
// spent until the brand's spend deadline (a setting; the demo seed sets a year from its own day) on
// the city's calendar; accrual is paused. The same gate the cart applies (cart/view.ts), read for the profile and
// /user/balance; the cart's write-off reads the amount through `customerBonusBalance`.
import type { BalanceResponse } from '@storefront/shared/contract';
import { canSpendBonuses, wallClock } from '@storefront/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { bonusProgramEnabled } from '../../domain/bonus';
import { BONUS_PROGRAM_COOKIE } from '../../domain/constants';
import type { BonusBalanceSource, ModuleDeps } from '../../http/types';
import { requireBrand } from '../brands/resolve-brand';
import type { SignedIn } from '../session/customer';
import { bonusBalanceOf, cartCityId } from './repo';

/** The ModuleDeps.bonusBalance source: the signed-in customer's points, 0 for guests. */
export function customerBonusBalance(db: Db): BonusBalanceSource {
  return async (session) => {
    if (session.customerId === null) return 0;
    return (await bonusBalanceOf(db, session.customerId)) ?? 0;
  };
}

/** Which city's loyalty flag applies: the asked one, else the cart's, else the customer's own. */
async function balanceCityId(db: Db, signedIn: SignedIn, asked: number | null | undefined) {
  if (asked) return asked;
  return (await cartCityId(db, signedIn.sessionId)) ?? signedIn.customer.cityId;
}

export async function bonusStatus(
  deps: ModuleDeps,
  request: FastifyRequest,
  signedIn: SignedIn,
  askedCityId?: number | null,
): Promise<BalanceResponse> {
  const db = deps.database.db;
  const snapshot = await deps.snapshots.get(requireBrand(request));
  const brand = snapshot.brand;
  const cityId = await balanceCityId(db, signedIn, askedCityId);
  const city = cityId ? snapshot.cities.get(cityId) : undefined;
  const enabled =
    city !== undefined &&
    bonusProgramEnabled({
      brandHasBonusProgram: brand.hasBonusProgram,
      cityHasLoyaltyProgram: city.row.hasLoyaltyProgram,
      cookieEnabled: request.cookies[BONUS_PROGRAM_COOKIE] !== undefined,
    });
  const today = city ? wallClock(deps.now(), city.row.timezone).date : '';
  return {
    balance: enabled ? signedIn.customer.bonusBalance : null,
    can_spend: enabled && canSpendBonuses(today, brand.bonusSpendDeadline),
    spend_deadline: brand.hasBonusProgram ? brand.bonusSpendDeadline : null,
    accrual_paused: brand.bonusAccrualPaused,
  };
}
