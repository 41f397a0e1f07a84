import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { createQueryClient } from '@storefront/shared/query';
import { locationStore } from '@storefront/shared/stores';
import { testCart } from '@storefront/shared/test-utils';
import { fakeApi, serveApi } from '@storefront/shared/test-utils/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recallLocation, rememberLocation, restoreLocation } from './location-memory';

const city = { id: 1, alias: 'moscow', order_types: { delivery: true, takeaway: true } } as never;

serveApi();

/** The session's cart (any cart call) answers with this context. */
function answerCart(context: object) {
  return fakeApi({ '*': () => ({ cart: testCart({ context: context as never }) }) });
}

describe('location memory', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the location cookie as a new device would
    document.cookie = 'location=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    locationStore.getState().reset();
    locationStore.getState().setCity(city);
    configureApi({ baseUrl: '/api', brand: 'pizza' });
  });
  afterEach(() => resetApiConfig());

  it('remembers the chosen shop on this device and restores it first', async () => {
    const stop = rememberLocation();
    locationStore.getState().hydrate({});
    locationStore.getState().selectShop(7);
    stop();
    expect(recallLocation(1)).toMatchObject({ cityId: 1, orderType: 'takeaway', shopId: 7 });
    // The same choice is in the cookie the shell's server renders the menu from.
    expect(decodeURIComponent(document.cookie)).toContain('"shopId":7');

    locationStore.getState().reset();
    locationStore.getState().setCity(city);
    const api = answerCart({});
    await restoreLocation(1, createQueryClient());
    expect(locationStore.getState()).toMatchObject({ ready: true, orderType: 'takeaway', shopId: 7 });
    expect(api.calls).toHaveLength(0);
  });

  it("falls back to the session's cart context, and keeps that cart", async () => {
    const api = answerCart({ city_id: 1, order_type: 'takeaway', shop_id: 3, delivery_zone_id: null });
    const client = createQueryClient();
    await restoreLocation(1, client);
    expect(locationStore.getState()).toMatchObject({ ready: true, orderType: 'takeaway', shopId: 3 });
    // Asked without a context, so the session's own context applies.
    expect(api.calls.map((call) => call.body)).toEqual([{}]);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it("shows the session's delivery address again when this device has forgotten it", async () => {
    const address = {
      address: 'Тверская улица, 12',
      full_address: 'Москва, Тверская улица, 12',
      room: '15',
      coordinates: { latitude: 55.76, longitude: 37.61 },
    };
    answerCart({
      city_id: 1,
      order_type: 'delivery',
      shop_id: null,
      delivery_zone_id: 4,
      delivery_address: address,
    });
    await restoreLocation(1, createQueryClient());
    expect(locationStore.getState()).toMatchObject({
      ready: true,
      orderType: 'delivery',
      deliveryZoneId: 4,
      deliveryAddress: { id: null, ...address },
    });
  });

  it('uses the defaults when the session belongs to another city', async () => {
    answerCart({ city_id: 2, order_type: 'takeaway', shop_id: 9, delivery_zone_id: null });
    await restoreLocation(1, createQueryClient());
    expect(locationStore.getState()).toMatchObject({ ready: true, orderType: 'delivery', shopId: null });
  });
});
