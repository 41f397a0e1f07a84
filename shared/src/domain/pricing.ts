// Cart money of spec §3–§5 that the API and the browser both compute: rounding, line sums and the
// bonus write-off limit. The API prices every cart (house rule 6: the server is the source of truth;
// its src/domain/pricing.ts); the UI uses these to explain a figure it received.
import { BONUS_MIN_PAYABLE_PER_ITEM } from './constants';

/** Rounds to kopecks/cents, and keeps float noise (0.1 + 0.2) out of every amount. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export interface PricedLine {
  /** Price of one unit with its modifiers. */
  unitPrice: number;
  count: number;
}

export function sumLines(lines: readonly PricedLine[]): number {
  return roundMoney(lines.reduce((sum, line) => sum + line.unitPrice * line.count, 0));
}

/**
 * Spec §5: the bonus write-off is the lesser of the balance and the sum over products and packages of
 * (price − 1) × count, plus delivery, to 2 decimals. Each item keeps at least 1 currency unit payable.
 */
export function bonusWriteOffLimit(
  lines: readonly PricedLine[],
  packages: readonly PricedLine[],
  delivery: number,
): number {
  const perItem = (line: PricedLine) =>
    Math.max(0, line.unitPrice - BONUS_MIN_PAYABLE_PER_ITEM) * Math.max(0, line.count);
  const items = [...lines, ...packages].reduce((sum, line) => sum + perItem(line), 0);
  return floorMoney(items + Math.max(0, delivery));
}

export function maxBonusWriteOff(
  balance: number,
  lines: readonly PricedLine[],
  packages: readonly PricedLine[],
  delivery: number,
): number {
  return floorMoney(Math.max(0, Math.min(balance, bonusWriteOffLimit(lines, packages, delivery))));
}

/** Rounds down to cents: a write-off may never exceed what the rule allows. */
export function floorMoney(value: number): number {
  return Math.floor(Math.round(value * 1e6) / 1e4) / 100;
}
