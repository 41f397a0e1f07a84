import { bonusWriteOffLimit, floorMoney, type PricedLine, roundMoney } from '@storefront/shared/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DeliveryTerms,
  deliveryPrice,
  discountedPrice,
  minimumOrderShortfall,
  type PromocodeRule,
  priceCart,
  promocodeDiscount,
  unitPriceWithModifiers,
} from './pricing';

const zone = (overrides: Partial<DeliveryTerms> = {}): DeliveryTerms => ({
  price: 199,
  minimumOrderAmount: 1000,
  hasFreeDelivery: false,
  freeDeliveryFrom: 2000,
  ...overrides,
});

const noPromo = null;

describe('cart prices (spec §3)', () => {
  it('adds subtotal, packages and delivery, then takes off discount and bonuses', () => {
    const prices = priceCart({
      lines: [
        { unitPrice: 549, count: 2 },
        { unitPrice: 89, count: 1 },
      ],
      packages: [{ unitPrice: 19, count: 1 }],
      delivery: zone(),
      promocode: { type: 'fixed', value: 100, minimumOrder: 0 },
      bonuses: 0,
      bonusBalance: 0,
    });
    expect(prices).toEqual({
      subtotal: 1187,
      packages: 19,
      delivery: 199,
      discount: 100,
      bonuses: 0,
      full: 1405,
      total: 1305,
    });
  });

  it('prices one unit with the modifiers chosen for it', () => {
    expect(
      unitPriceWithModifiers(549, [
        { price: 79, count: 2 },
        { price: 0, count: 1 },
      ]),
    ).toBe(707);
  });

  it('rounds a discounted price to whole units and never below 1', () => {
    expect(discountedPrice(599, 15)).toBe(509);
    expect(discountedPrice(599, 0)).toBe(599);
    expect(discountedPrice(1, 99)).toBe(1);
  });

  it('keeps fractional currencies to cents', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(floorMoney(10.999)).toBe(10.99);
    expect(floorMoney(1.005)).toBe(1);
  });
});

describe('delivery price (zone price, free-delivery threshold)', () => {
  it('charges the zone price below the free-delivery threshold', () => {
    expect(deliveryPrice(zone(), 1999)).toBe(199);
  });

  it('delivers for free from the threshold on', () => {
    expect(deliveryPrice(zone(), 2000)).toBe(0);
  });

  it('delivers for free in a free-delivery zone whatever the amount', () => {
    expect(deliveryPrice(zone({ hasFreeDelivery: true }), 1)).toBe(0);
  });

  it('charges nothing for takeaway', () => {
    expect(deliveryPrice(null, 10)).toBe(0);
  });
});

describe('minimum order (spec §5 order button)', () => {
  it('says how much is missing below the zone minimum', () => {
    expect(minimumOrderShortfall(zone(), 800)).toBe(200);
    expect(minimumOrderShortfall(zone(), 1000)).toBe(0);
  });

  it('has no minimum when the zone delivers for free', () => {
    expect(minimumOrderShortfall(zone({ hasFreeDelivery: true }), 1)).toBe(0);
  });
});

describe('promocodes', () => {
  const lines: PricedLine[] = [{ unitPrice: 500, count: 2 }];

  it('takes a percent off the products subtotal', () => {
    expect(promocodeDiscount({ type: 'percent', value: 10, minimumOrder: 0 }, lines)).toBe(100);
  });

  it('takes a fixed amount off', () => {
    expect(promocodeDiscount({ type: 'fixed', value: 300, minimumOrder: 0 }, lines)).toBe(300);
  });

  it('gives nothing below its minimum order', () => {
    expect(promocodeDiscount({ type: 'fixed', value: 300, minimumOrder: 1500 }, lines)).toBe(0);
  });

  it('never takes an item below 1 currency unit', () => {
    expect(promocodeDiscount({ type: 'fixed', value: 5000, minimumOrder: 0 }, lines)).toBe(998);
    expect(promocodeDiscount({ type: 'percent', value: 100, minimumOrder: 0 }, lines)).toBe(998);
  });
});

describe('bonus write-off in a priced cart (spec §5)', () => {
  const lines: PricedLine[] = [
    { unitPrice: 300, count: 2 },
    { unitPrice: 1, count: 3 },
  ];
  const packages: PricedLine[] = [{ unitPrice: 19, count: 1 }];

  it('keeps at least 1 currency unit payable per item', () => {
    const prices = priceCart({
      lines,
      packages,
      delivery: zone({ price: 199, freeDeliveryFrom: null }),
      promocode: noPromo,
      bonuses: 100_000,
      bonusBalance: 100_000,
    });
    // Two products at 300, three at 1 and one bag: six items, six units left to pay.
    expect(prices.total).toBe(6);
  });

  it('gives way to a promocode discount', () => {
    const prices = priceCart({
      lines,
      packages,
      delivery: null,
      promocode: { type: 'fixed', value: 50, minimumOrder: 0 },
      bonuses: 100,
      bonusBalance: 100,
    });
    expect(prices.discount).toBe(50);
    expect(prices.bonuses).toBe(0);
  });
});

// ── Properties ───────────────────────────────────────────────────────────────────────────────────

const money = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100);
const line = fc.record({ unitPrice: money, count: fc.integer({ min: 0, max: 99 }) });
const terms: fc.Arbitrary<DeliveryTerms | null> = fc.option(
  fc.record({
    price: money,
    minimumOrderAmount: money,
    hasFreeDelivery: fc.boolean(),
    freeDeliveryFrom: fc.option(money, { nil: null }),
  }),
  { nil: null },
);
const promo: fc.Arbitrary<PromocodeRule | null> = fc.option(
  fc.record({
    type: fc.constantFrom('percent' as const, 'fixed' as const),
    value: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100),
    minimumOrder: money,
  }),
  { nil: null },
);
const cartInput = fc.record({
  lines: fc.array(line, { maxLength: 12 }),
  packages: fc.array(line, { maxLength: 3 }),
  delivery: terms,
  promocode: promo,
  bonuses: money,
  bonusBalance: money,
});

const cents = (value: number) => Math.round(value * 100);

describe('pricing properties', () => {
  it('total = subtotal + packages + delivery − discount − bonuses, to the cent', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const p = priceCart(input);
        expect(cents(p.full)).toBe(cents(p.subtotal) + cents(p.packages) + cents(p.delivery));
        expect(cents(p.total)).toBe(cents(p.full) - cents(p.discount) - cents(p.bonuses));
      }),
      { numRuns: 500 },
    );
  });

  it('never gives a negative amount', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        for (const value of Object.values(priceCart(input))) expect(value).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('never writes off more bonuses than asked, than the balance, or than the rule allows', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const p = priceCart(input);
        expect(p.bonuses).toBeLessThanOrEqual(input.bonuses);
        expect(p.bonuses).toBeLessThanOrEqual(input.bonusBalance);
        expect(p.bonuses).toBeLessThanOrEqual(bonusWriteOffLimit(input.lines, input.packages, p.delivery));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps at least 1 currency unit payable per item after bonuses or a discount', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const p = priceCart(input);
        const itemsAtLeastOne = [...input.lines, ...input.packages]
          .filter((item) => item.unitPrice >= 1)
          .reduce((sum, item) => sum + item.count, 0);
        expect(cents(p.total)).toBeGreaterThanOrEqual(itemsAtLeastOne * 100);
      }),
      { numRuns: 500 },
    );
  });

  it('never discounts more than the products subtotal', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const p = priceCart(input);
        expect(p.discount).toBeLessThanOrEqual(p.subtotal);
      }),
      { numRuns: 300 },
    );
  });

  it('charges delivery only at the zone price or not at all', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const p = priceCart(input);
        expect([0, input.delivery?.price ?? 0]).toContain(p.delivery);
      }),
      { numRuns: 300 },
    );
  });
});
