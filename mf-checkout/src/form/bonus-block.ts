// The checkout's bonus block (spec §4, §5): the write-off the toggle applies, whether it may be
// turned on, and why not. A bonus_description message means the program is unavailable here and
// its text says why (the spend deadline has passed…), shown under the locked toggle; a
// discount (promocode) locks it too (spec §4).
import type { Cart } from '@storefront/shared/contract';

export interface BonusBlock {
  /** What the toggle writes off: spec §5's amount, as the server computed it. */
  writeOff: number;
  balance: number;
  on: boolean;
  locked: boolean;
  reason: string | null;
}

export function bonusBlock(cart: Cart): BonusBlock | null {
  if (!cart.bonus.enabled) return null;
  const reason = cart.messages.find((message) => message.position === 'bonus_description')?.text ?? null;
  const locked = !cart.bonus.can_spend || cart.prices.discount > 0 || reason !== null;
  return {
    writeOff: cart.bonus.max_write_off,
    balance: cart.bonus.balance,
    on: cart.prices.bonuses > 0 && !locked,
    locked,
    reason,
  };
}
