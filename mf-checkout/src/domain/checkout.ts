// Checkout rules (spec §4 Intervals, Checkout and payment; §5 cash field; §9): pure, unit-tested,
// mf-checkout's own. The server prices the order; these only shape the form and the flow.
import {
  CASH_MAX,
  CASH_ROUNDING_COUNTRY,
  CASH_ROUNDING_STEP_TR,
  PAYMENT_DEADLINE_MS,
} from '@storefront/shared/domain';
import { CASH_MIN, NEAREST_INTERVALS_DESKTOP, NEAREST_INTERVALS_MOBILE } from './constants';

// ── Cash (spec §5) ───────────────────────────────────────────────────────────────────────────────

/** What the cash field keeps of a keystroke: digits only, capped at the maximum. */
export function cashInput(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return '';
  return String(Math.min(Number(digits), CASH_MAX));
}

/** Banknote buttons: only notes above the order total (and within the field's range). */
export function banknoteOptions(banknotes: readonly number[], total: number): number[] {
  return banknotes.filter((note) => note > total && note >= CASH_MIN && note <= CASH_MAX);
}

/** In Turkey a cash amount below the total is rounded up to the next 100 (spec §5). */
export function roundCash(cash: number, total: number, countryCode: string): number {
  if (countryCode !== CASH_ROUNDING_COUNTRY || total <= cash) return cash;
  return Math.ceil(total / CASH_ROUNDING_STEP_TR) * CASH_ROUNDING_STEP_TR;
}

/** The change-from amount is short of the total: the server's typeError 'change' (spec §8). */
export function cashShort(cash: number | null, total: number): boolean {
  return cash !== null && cash > 0 && cash < total;
}

// ── Intervals (spec §4) ──────────────────────────────────────────────────────────────────────────

export function nearestIntervals<T extends { disabled: boolean }>(
  intervals: readonly T[],
  mobile: boolean,
): T[] {
  return intervals
    .filter((interval) => !interval.disabled)
    .slice(0, mobile ? NEAREST_INTERVALS_MOBILE : NEAREST_INTERVALS_DESKTOP);
}

/**
 * The chosen interval survives a refresh only while it is still offered: when the chosen date is
 * today (or none), an interval no longer in today's list is cleared.
 */
export function keepInterval(
  selectedId: string | null,
  todays: readonly { id: string; disabled: boolean }[],
  selectedDate: string | null,
  today: string,
): string | null {
  if (!selectedId) return null;
  if (selectedDate && selectedDate !== today) return selectedId;
  return todays.some((interval) => interval.id === selectedId && !interval.disabled) ? selectedId : null;
}

// ── Flow (spec §4 Checkout and payment) ─────────────────────────────────────────────────────────

export type CheckoutFlow =
  /** Paid on receipt: create the order, then the outcome page. */
  | 'offline'
  /** The older acquiring or SberPay: cache the order, then the payment page. */
  | 'payment-page'
  /** Card with the new acquiring: create the order, then the card widget on the payment page. */
  | 'create-then-card'
  /** New acquiring without card data (SBP, wallets, aggregator): create the order, then pay at once. */
  | 'pay-direct';

export function checkoutFlow(
  paymentType: string,
  settings: { is_online: boolean; acquiring: string | null },
): CheckoutFlow {
  if (!settings.is_online || !settings.acquiring) return 'offline';
  if (paymentType === 'sberpay' || settings.acquiring.endsWith('_old')) return 'payment-page';
  return paymentType === 'card' ? 'create-then-card' : 'pay-direct';
}

// ── Payment deadline (spec §4, §9: 10 minutes, a countdown per second) ─────────────────────────

export function paymentDeadline(startedAt: number): number {
  return startedAt + PAYMENT_DEADLINE_MS;
}

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
