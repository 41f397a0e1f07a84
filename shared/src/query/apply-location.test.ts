import { locationStore } from '@storefront/shared/stores';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { testCart } from '../test-utils/cart';
import { testCity } from '../test-utils/city';
import { testAddress } from '../test-utils/user';
import { applyLocation } from './apply-location';
import { queryKeys } from './query-keys';

const address = testAddress({ id: 7, delivery_zone_id: 3 });

describe('applying a new location with its cart', () => {
  const initial = locationStore.getState();
  afterEach(() => {
    locationStore.setState(initial, true);
  });

  it('a delivery address: the store follows, the cart is cached under the new context', () => {
    locationStore.getState().setCity(testCity());
    const client = new QueryClient();
    const cart = testCart({ count: 5 });

    applyLocation(client, { order_type: 'delivery', delivery_address: address }, cart);

    const state = locationStore.getState();
    expect(state.orderType).toBe('delivery');
    expect(state.deliveryAddress?.id).toBe(7);
    expect(state.deliveryZoneId).toBe(3);
    const key = queryKeys.cart.current({
      city_id: 1,
      order_type: 'delivery',
      shop_id: null,
      delivery_zone_id: 3,
    });
    expect(client.getQueryData(key)).toBe(cart);
  });

  it('a shop (a repeated takeaway order): the store picks the shop and the cart is cached under it', () => {
    locationStore.getState().setCity(testCity());
    const client = new QueryClient();
    const cart = testCart();
    applyLocation(client, { order_type: 'takeaway', shop: { id: 12 }, delivery_address: null }, cart);
    expect(locationStore.getState().orderType).toBe('takeaway');
    expect(locationStore.getState().shopId).toBe(12);
    const key = queryKeys.cart.current({
      city_id: 1,
      order_type: 'takeaway',
      shop_id: 12,
      delivery_zone_id: null,
    });
    expect(client.getQueryData(key)).toBe(cart);
  });
});
