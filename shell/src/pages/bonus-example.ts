// The worked example of the bonus page: a cart run through the spec §5 write-off rule from
// shared/domain, so the page can never explain the rule differently from how the cart applies it.
// Prices are sized for the city's currency, so a pizza never costs 590 euros.
import {
  bonusWriteOffLimit,
  maxBonusWriteOff,
  type PricedLine,
  roundMoney,
  sumLines,
} from '@storefront/shared/domain';

interface ExamplePrices {
  pizza: number;
  drink: number;
  bag: number;
  delivery: number;
  balance: number;
}

const PRICES: Record<string, ExamplePrices> = {
  RUB: { pizza: 590, drink: 150, bag: 15, delivery: 199, balance: 2000 },
  BYN: { pizza: 24, drink: 5, bag: 1, delivery: 6, balance: 80 },
  KZT: { pizza: 3290, drink: 790, bag: 50, delivery: 990, balance: 10000 },
  TRY: { pizza: 390, drink: 90, bag: 5, delivery: 60, balance: 1000 },
  UAH: { pizza: 289, drink: 65, bag: 5, delivery: 79, balance: 1000 },
  EUR: { pizza: 12, drink: 3, bag: 1, delivery: 3, balance: 50 },
};
const DEFAULT_CURRENCY = 'RUB';

/** How many of each the example's cart holds (the texts say «2 шт.», «1 шт.»). */
export const EXAMPLE_COUNTS = { pizza: 2, drink: 1, bag: 1 } as const;

export type ExampleRow = 'pizza' | 'drink' | 'bag' | 'delivery';

export interface BonusExample {
  balance: number;
  rows: { key: ExampleRow; price: number; count: number; writeOff: number }[];
  /** The most the rule lets bonuses pay for this cart. */
  limit: number;
  /** What is written off: the lesser of the balance and the limit. */
  writeOff: number;
  /** What is left to pay. */
  payable: number;
}

export function bonusExample(currencyCode: string): BonusExample {
  const prices = PRICES[currencyCode] ?? PRICES[DEFAULT_CURRENCY]!;
  const products: PricedLine[] = [
    { unitPrice: prices.pizza, count: EXAMPLE_COUNTS.pizza },
    { unitPrice: prices.drink, count: EXAMPLE_COUNTS.drink },
  ];
  const packages: PricedLine[] = [{ unitPrice: prices.bag, count: EXAMPLE_COUNTS.bag }];
  const line = (key: ExampleRow, price: number, count: number) => ({
    key,
    price,
    count,
    writeOff: bonusWriteOffLimit([{ unitPrice: price, count }], [], 0),
  });
  const writeOff = maxBonusWriteOff(prices.balance, products, packages, prices.delivery);
  return {
    balance: prices.balance,
    rows: [
      line('pizza', prices.pizza, EXAMPLE_COUNTS.pizza),
      line('drink', prices.drink, EXAMPLE_COUNTS.drink),
      line('bag', prices.bag, EXAMPLE_COUNTS.bag),
      { key: 'delivery', price: prices.delivery, count: 1, writeOff: prices.delivery },
    ],
    limit: bonusWriteOffLimit(products, packages, prices.delivery),
    writeOff,
    payable: roundMoney(sumLines(products) + sumLines(packages) + prices.delivery - writeOff),
  };
}
