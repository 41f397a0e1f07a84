import { type CartLineLike, isOrderableLine } from '@storefront/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  bagPackage,
  bagToggleDisabled,
  cartStepFromState,
  giftControl,
  groupCartLines,
  lineCountCap,
  showsOrderTypeSwitch,
  showsPackages,
  topCartMessages,
} from './cart-rules';

const line = (
  key: string,
  type: CartLineLike['type'],
  addedAt: string,
  extra: Partial<CartLineLike> = {},
) => ({
  key,
  id: Number(key.split(':')[0]),
  type,
  count: 1,
  sale_multiplicity: 1,
  added_at: addedAt,
  ...extra,
});

describe('product grouping (spec §2 cart step 1)', () => {
  const lines = [
    line('125', 'related', '2026-01-01T10:03:00Z'),
    line('2', 'default', '2026-01-01T10:02:00Z'),
    line('40', 'unavailable', '2026-01-01T10:00:00Z'),
    line('1:2x1', 'default', '2026-01-01T10:01:00Z'),
    line('7', 'stop', '2026-01-01T10:04:00Z'),
  ];

  it('groups the product list as default, related and unavailable', () => {
    const groups = groupCartLines(lines);
    expect(groups.default.map((l) => l.key)).toEqual(['1:2x1', '2']);
    expect(groups.related.map((l) => l.key)).toEqual(['125']);
    expect(groups.unavailable.map((l) => l.key)).toEqual(['40', '7']);
  });

  it('puts stopped lines with the unavailable ones: neither can be ordered', () => {
    expect(isOrderableLine({ type: 'stop' })).toBe(false);
    expect(isOrderableLine({ type: 'unavailable' })).toBe(false);
    expect(isOrderableLine({ type: 'related' })).toBe(true);
  });

  it('keeps the order lines were added in within a group', () => {
    const groups = groupCartLines([...lines].reverse());
    expect(groups.default.map((l) => l.key)).toEqual(['1:2x1', '2']);
  });

  it('gives empty groups for an empty cart', () => {
    expect(groupCartLines([])).toEqual({ default: [], related: [], unavailable: [] });
  });
});

describe('line counter cap (spec §5)', () => {
  it('caps a line at 100 minus sale_multiplicity', () => {
    const only = line('1', 'default', 'x', { sale_multiplicity: 2 });
    expect(lineCountCap(only, [only])).toBe(98);
  });

  it('shares the cap among lines of the same product with other modifiers', () => {
    const a = line('1:2x1', 'default', 'x', { count: 30 });
    const b = line('1:3x1', 'default', 'x', { count: 20 });
    const other = line('2', 'default', 'x', { count: 50 });
    expect(lineCountCap(a, [a, b, other])).toBe(79);
  });
});

describe('packages block and bag toggle (spec §2, §4)', () => {
  const packet = { alias: 'packet', can_refuse: true };
  const cutlery = { alias: 'cutlery', can_refuse: false };

  it('shows only if some package alias contains packet or paket', () => {
    expect(showsPackages([cutlery, packet])).toBe(true);
    expect(showsPackages([{ alias: 'big-paket' }])).toBe(true);
    expect(showsPackages([cutlery])).toBe(false);
    expect(showsPackages([])).toBe(false);
  });

  it('toggles the bag-type package', () => {
    expect(bagPackage([cutlery, packet])).toBe(packet);
    expect(bagPackage([cutlery])).toBeNull();
  });

  it('disables the toggle if can_refuse is false', () => {
    expect(bagToggleDisabled(packet)).toBe(false);
    expect(bagToggleDisabled({ alias: 'packet', can_refuse: false })).toBe(true);
    expect(bagToggleDisabled(null)).toBe(true);
  });
});

describe('order-type switch (spec §2)', () => {
  it('shows only if the city supports both types and the brand is not the pizza brand', () => {
    expect(showsOrderTypeSwitch({ delivery: true, takeaway: true }, 'lavash')).toBe(true);
    expect(showsOrderTypeSwitch({ delivery: true, takeaway: true }, 'pizza')).toBe(false);
    expect(showsOrderTypeSwitch({ delivery: false, takeaway: true }, 'lavash')).toBe(false);
    expect(showsOrderTypeSwitch({ delivery: true, takeaway: false }, 'lavash')).toBe(false);
  });
});

describe('gifts (spec §4)', () => {
  it('makes an unavailable gift not clickable', () => {
    expect(giftControl({ is_available: false, count: 0, max_count: 3 })).toBe('locked');
  });

  it('lets an available gift be added, then removed', () => {
    expect(giftControl({ is_available: true, count: 0, max_count: 1 })).toBe('add');
    expect(giftControl({ is_available: true, count: 1, max_count: 1 })).toBe('remove');
  });

  it('shows a counter once added when max_count is over 1', () => {
    expect(giftControl({ is_available: true, count: 0, max_count: 2 })).toBe('add');
    expect(giftControl({ is_available: true, count: 1, max_count: 2 })).toBe('counter');
  });
});

describe('top messages (spec §2)', () => {
  it('shows top-position messages as alerts, except those the cart places itself', () => {
    const messages = [
      { position: 'top' as const, code: 'products_unavailable' },
      { position: 'bonus_description' as const, code: 'bonus_deadline' },
      { position: 'top' as const, code: 'minimum_order' },
      { position: 'top' as const, code: 'free_delivery' },
      { position: 'top' as const, code: 'shop_not_accepting' },
    ];
    expect(topCartMessages(messages).map((m) => m.code)).toEqual([
      'products_unavailable',
      'shop_not_accepting',
    ]);
  });
});

describe('cart step', () => {
  it('opens step 2 from ?state=checkout, step 1 otherwise', () => {
    expect(cartStepFromState('checkout')).toBe(2);
    expect(cartStepFromState(null)).toBe(1);
    expect(cartStepFromState('anything')).toBe(1);
  });
});
