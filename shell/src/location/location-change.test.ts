import { describe, expect, it } from 'vitest';
import { takeawayChangeConfirm } from './location-change';

const base = {
  cartCount: 2,
  orderType: 'takeaway' as const,
  shopId: 1,
  hasDeliveryAddress: false,
  chosenShopId: 2,
};

describe('takeawayChangeConfirm', () => {
  it('asks before moving a filled cart to another shop', () => {
    expect(takeawayChangeConfirm(base)).toBe('ConfirmShopModal');
  });

  it('does not ask for the same shop, an empty cart or a first choice', () => {
    expect(takeawayChangeConfirm({ ...base, chosenShopId: 1 })).toBeNull();
    expect(takeawayChangeConfirm({ ...base, cartCount: 0 })).toBeNull();
    expect(takeawayChangeConfirm({ ...base, shopId: null })).toBeNull();
  });

  it('asks before leaving a delivery address for takeaway, not a default zone', () => {
    const delivery = { ...base, orderType: 'delivery' as const, shopId: null };
    expect(takeawayChangeConfirm({ ...delivery, hasDeliveryAddress: true })).toBe('ConfirmChangeTakeaway');
    expect(takeawayChangeConfirm(delivery)).toBeNull();
    expect(takeawayChangeConfirm({ ...delivery, hasDeliveryAddress: true, cartCount: 0 })).toBeNull();
  });
});
