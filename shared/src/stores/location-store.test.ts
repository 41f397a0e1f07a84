import { bus } from '@storefront/shared/events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testCity } from '../test-utils/city';
import { createLocationStore, locationStore } from './location-store';

const address = { id: 7, address: 'Тверская, 1' };

describe('location store (spec §4)', () => {
  // The page's store lives as long as its module, which other test files of the worker use too:
  // each test starts from a location nobody has chosen yet.
  beforeEach(() => locationStore.setState(locationStore.getInitialState(), true));

  it('starts with no city and the delivery order type', () => {
    const state = createLocationStore().getState();
    expect(state.cityAlias).toBeNull();
    expect(state.orderType).toBe('delivery');
  });

  it('sets the city and its alias', () => {
    const store = createLocationStore();
    store.getState().setCity(testCity());
    expect(store.getState().cityAlias).toBe('moscow');
    expect(store.getState().city?.name).toBe('Москва');
  });

  it('keeps only lowercase letters a-z of the order type and ignores unknown types', () => {
    const store = createLocationStore();
    expect(store.getState().setOrderType('TAKE-away')).toBe(true);
    expect(store.getState().orderType).toBe('takeaway');
    expect(store.getState().setOrderType('pickup')).toBe(false);
    expect(store.getState().orderType).toBe('takeaway');
  });

  it('setting a found delivery address switches to delivery', () => {
    const store = createLocationStore();
    store.getState().setOrderType('takeaway');
    store.getState().setDeliveryAddress(address, 3);
    expect(store.getState()).toMatchObject({
      orderType: 'delivery',
      deliveryAddress: address,
      deliveryZoneId: 3,
    });
  });

  it('choosing a shop switches to takeaway', () => {
    const store = createLocationStore();
    store.getState().selectShop(12);
    expect(store.getState()).toMatchObject({ orderType: 'takeaway', shopId: 12 });
  });

  it('a failed delivery address update clears the current address', () => {
    const store = createLocationStore();
    store.getState().setDeliveryAddress(address, 3);
    store.getState().clearDeliveryAddress();
    expect(store.getState()).toMatchObject({ deliveryAddress: null, deliveryZoneId: null });
  });

  it('moving to another city drops the shop and address of the old one', () => {
    const store = createLocationStore();
    store.getState().setCity(testCity());
    store.getState().selectShop(12);
    store.getState().setCity(testCity({ id: 2, alias: 'kazan' }));
    expect(store.getState()).toMatchObject({ cityAlias: 'kazan', shopId: null, deliveryAddress: null });
  });

  it('keeps the shop when the same city is set again (a refetch)', () => {
    const store = createLocationStore();
    store.getState().setCity(testCity());
    store.getState().selectShop(12);
    store.getState().setCity(testCity());
    expect(store.getState().shopId).toBe(12);
  });

  it('uses the only order type a city offers', () => {
    const store = createLocationStore();
    store.getState().setCity(testCity({ order_types: { delivery: false, takeaway: true } }));
    expect(store.getState().orderType).toBe('takeaway');
  });

  it('reports a change of the ordering context, not of other fields', () => {
    const onChange = vi.fn();
    const store = createLocationStore({ onChange });
    store.getState().selectShop(12);
    expect(onChange).toHaveBeenLastCalledWith({
      cityAlias: null,
      orderType: 'takeaway',
      shopId: 12,
      deliveryZoneId: null,
    });
    onChange.mockClear();
    store.getState().selectShop(12);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('announces location:changed on the page bus', () => {
    const handler = vi.fn();
    const off = bus.on('location:changed', handler);
    locationStore.getState().setCity(testCity());
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ cityAlias: 'moscow' }));
    off();
    locationStore.getState().reset();
  });
});
