// What changed between an order and the cart rebuilt from it (POST /order/repeat): the lines the API
// left out (`unavailable`), and the lines whose unit price moved since the order — the API reprices
// silently, so the old composition (GET /order/{id}) is compared with the new cart by line key.
import type { Cart, OrderProduct, RepeatUnavailable } from '@storefront/shared/contract';

export interface RepricedLine {
  key: string;
  name: string;
  oldPrice: number;
  newPrice: number;
}

export interface RepeatReport {
  gone: RepeatUnavailable[];
  repriced: RepricedLine[];
}

export function repricedLines(before: readonly OrderProduct[], cart: Pick<Cart, 'products'>): RepricedLine[] {
  return before.flatMap((line) => {
    const now = cart.products[line.key];
    if (!now || line.total === 0) return [];
    const oldPrice = Math.round(line.price * 100) / 100;
    const newPrice = Math.round(now.price_with_modifiers * 100) / 100;
    return oldPrice === newPrice ? [] : [{ key: line.key, name: line.name, oldPrice, newPrice }];
  });
}

export function repeatReport(
  before: readonly OrderProduct[] | null,
  answer: { cart: Pick<Cart, 'products'>; unavailable: RepeatUnavailable[] },
): RepeatReport {
  return { gone: answer.unavailable, repriced: before ? repricedLines(before, answer.cart) : [] };
}

export function hasChanges(report: RepeatReport): boolean {
  return report.gone.length > 0 || report.repriced.length > 0;
}
