// Saved delivery addresses and favourites (spec §2 addresses tab, §6, §7): saving on set-by-address
// and set-by-coordinates, the list, set-by-id, removal, and that no customer reaches another's rows.
import {
  type AddressSetResponse,
  addressSetResponseSchema,
  type DeliveryAddress,
  deliveryAddressesResponseSchema,
  favoritesResponseSchema,
} from '@storefront/shared/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses, favorites } from '../../db/schema';
import type { DeliveryAddressData } from '../../db/schema/json-types';
import { describeEachDatabase } from '../../test/describe-each-database';
import { expectErrorBody } from '../../test/expect-error-body';
import { type CityFacts, cityFacts, MOSCOW, menu, productByAlias } from '../../test/world';
import { MAX_SAVED_ADDRESSES, saveAddress } from './repo';
import { type Client, client, newPhone, signIn, testClock } from './testing';

const clock = testClock('2026-03-06T09:00:00Z');

const setOf = (response: { statusCode: number; body: string; json(): unknown }): AddressSetResponse => {
  expect(response.statusCode, response.body).toBe(200);
  return addressSetResponseSchema.parse(response.json());
};

describeEachDatabase(
  'saved addresses and favourites',
  (ctx) => {
    let moscow: CityFacts;
    let products: Record<string, number>;
    let lavashProduct: number;
    beforeAll(async () => {
      moscow = await cityFacts(ctx.app, 'moscow');
      const answer = await menu(ctx.app, {
        city_id: moscow.id,
        order_type: 'takeaway',
        shop_id: moscow.centreShop.id,
      });
      products = {
        margherita: productByAlias(answer, 'margherita').id,
        pepperoni: productByAlias(answer, 'pepperoni').id,
      };
      const lavash = await cityFacts(ctx.app, 'moscow', 'lavash');
      const lavashMenu = await menu(
        ctx.app,
        { city_id: lavash.id, order_type: 'takeaway', shop_id: lavash.centreShop.id },
        'lavash',
      );
      lavashProduct = lavashMenu.product_groups[0]!.products[0]!.id;
    });

    const customer = () => {
      clock.advance(61_000);
      return signIn(ctx.app, moscow.id, newPhone());
    };
    const byAddress = (v: Client, address: string, extra: object = {}) =>
      v.post('/api/user/addresses/set-by-address', { city_id: moscow.id, address, ...extra });
    const listOf = async (v: Client): Promise<DeliveryAddress[]> => {
      const response = await v.get('/api/user/addresses');
      expect(response.statusCode, response.body).toBe(200);
      return deliveryAddressesResponseSchema.parse(response.json()).delivery_addresses;
    };
    const rowsOf = async (customerId: number) =>
      ctx.database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    const idOf = async (v: Client) =>
      ((await v.get('/api/user/get')).json() as { user: { id: number } }).user.id;

    describe('saving', () => {
      it('saves a found, deliverable address of a signed-in customer and answers the list', async () => {
        const v = await customer();
        const answer = setOf(await byAddress(v, MOSCOW.centre, { room: '12', floor: '3' }));
        expect(answer.delivery_address).toMatchObject({
          id: expect.any(Number),
          address: MOSCOW.centre,
          room: '12',
          floor: '3',
          delivery_possible: true,
          delivery_zone_id: moscow.zones.centre,
        });
        expect(answer.delivery_addresses.map((a) => a.id)).toEqual([answer.delivery_address.id]);
        expect(answer.cart.context).toMatchObject({
          order_type: 'delivery',
          delivery_zone_id: moscow.zones.centre,
        });
        expect(await listOf(v)).toEqual(answer.delivery_addresses);
      });

      it('refreshes the same place and room instead of saving it twice; another room is another address', async () => {
        const v = await customer();
        const first = setOf(await byAddress(v, MOSCOW.centre, { room: '5' }));
        clock.advance(1000);
        setOf(await byAddress(v, MOSCOW.outer, { room: '1' }));
        clock.advance(1000);
        const again = setOf(await byAddress(v, MOSCOW.centre, { room: '5', entrance: '2' }));
        expect(again.delivery_address.id).toBe(first.delivery_address.id);
        expect(again.delivery_address.entrance).toBe('2');
        // Most recently used first.
        expect(again.delivery_addresses.map((a) => [a.address, a.room])).toEqual([
          [MOSCOW.centre, '5'],
          [MOSCOW.outer, '1'],
        ]);
        clock.advance(1000);
        const otherRoom = setOf(await byAddress(v, MOSCOW.centre, { room: '6' }));
        expect(otherRoom.delivery_address.id).not.toBe(first.delivery_address.id);
        expect(await listOf(v)).toHaveLength(3);
      });

      it('saves from set-by-coordinates too', async () => {
        const v = await customer();
        const found = setOf(await byAddress(client(ctx.app), MOSCOW.outer)).delivery_address.map.coordinates;
        const answer = setOf(
          await v.post('/api/user/addresses/set-by-coordinates', { city_id: moscow.id, ...found }),
        );
        expect(answer.delivery_address.id).toEqual(expect.any(Number));
        expect(answer.delivery_addresses).toHaveLength(1);
      });

      it('does not save an address outside the zones or one that is not found', async () => {
        const v = await customer();
        const outside = setOf(await byAddress(v, MOSCOW.outside));
        expect(outside.delivery_address).toMatchObject({ id: null, delivery_possible: false });
        expect(outside.delivery_addresses).toEqual([]);
        expectErrorBody(await byAddress(v, 'Несуществующая улица, 1'), 422, 'addressNotFound');
        expect(await rowsOf(await idOf(v))).toEqual([]);
      });

      it('saves nothing for guests, who get an empty list', async () => {
        const before = await ctx.database.db.select().from(customerAddresses);
        const answer = setOf(await byAddress(client(ctx.app), MOSCOW.centre));
        expect(answer.delivery_addresses).toEqual([]);
        expect(answer.delivery_address.id).toBeNull();
        expect(await ctx.database.db.select().from(customerAddresses)).toHaveLength(before.length);
      });

      it(`keeps the ${MAX_SAVED_ADDRESSES} most recently used addresses`, async () => {
        const v = await customer();
        const saved = setOf(await byAddress(v, MOSCOW.centre)).delivery_address;
        const id = await idOf(v);
        const [row] = await rowsOf(id);
        const data = row!.address as DeliveryAddressData;
        for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) {
          clock.advance(1000);
          await saveAddress(ctx.database.db, id, { ...data, room: String(100 + i) }, clock.now());
        }
        const list = await listOf(v);
        expect(list).toHaveLength(MAX_SAVED_ADDRESSES);
        expect(list.map((a) => a.id)).not.toContain(saved.id);
        expect(list[0]!.room).toBe(String(100 + MAX_SAVED_ADDRESSES - 1));
      });
    });

    describe('set-by-id and removal', () => {
      it('makes a saved address the current one: the cart moves to its zone and it comes first', async () => {
        const v = await customer();
        const centre = setOf(await byAddress(v, MOSCOW.centre, { room: '7' })).delivery_address;
        clock.advance(1000);
        const outer = setOf(await byAddress(v, MOSCOW.outer)).delivery_address;
        expect((await listOf(v))[0]!.id).toBe(outer.id);
        clock.advance(1000);
        const answer = setOf(
          await v.post('/api/user/addresses/set-by-id', { delivery_address_id: centre.id }),
        );
        expect(answer.delivery_address).toMatchObject({
          id: centre.id,
          room: '7',
          delivery_zone_id: moscow.zones.centre,
        });
        expect(answer.cart.context).toMatchObject({
          order_type: 'delivery',
          delivery_zone_id: moscow.zones.centre,
        });
        expect(answer.product_groups.length).toBeGreaterThan(0);
        expect(answer.delivery_addresses.map((a) => a.id)).toEqual([centre.id, outer.id]);
        // A digit string is an id too (forms, query strings).
        expect(
          setOf(await v.post('/api/user/addresses/set-by-id', { delivery_address_id: String(outer.id) }))
            .delivery_address.id,
        ).toBe(outer.id);
      });

      it('removes a saved address and answers the rest; removing it again is a 404', async () => {
        const v = await customer();
        const centre = setOf(await byAddress(v, MOSCOW.centre)).delivery_address;
        const outer = setOf(await byAddress(v, MOSCOW.outer)).delivery_address;
        const response = await v.del(`/api/user/addresses/remove/${centre.id}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(
          deliveryAddressesResponseSchema.parse(response.json()).delivery_addresses.map((a) => a.id),
        ).toEqual([outer.id]);
        expectErrorBody(await v.del(`/api/user/addresses/remove/${centre.id}`), 404, 'not_found');
        expectErrorBody(
          await v.post('/api/user/addresses/set-by-id', { delivery_address_id: centre.id }),
          404,
        );
      });

      it('answers 404 for an unknown id and 422 for a malformed one', async () => {
        const v = await customer();
        expectErrorBody(await v.del('/api/user/addresses/remove/999999'), 404, 'not_found');
        expectErrorBody(await v.post('/api/user/addresses/set-by-id', { delivery_address_id: 999_999 }), 404);
        expect(
          expectErrorBody(await v.del('/api/user/addresses/remove/abc'), 422, 'validation').errors.id,
        ).toHaveLength(1);
        const body = expectErrorBody(
          await v.post('/api/user/addresses/set-by-id', { delivery_address_id: -1 }),
          422,
        );
        expect(body.errors.delivery_address_id).toHaveLength(1);
        // Past the integer column: still the client's mistake, never a 500.
        expectErrorBody(await v.post('/api/user/addresses/set-by-id', { delivery_address_id: 2 ** 31 }), 422);
        expectErrorBody(await v.del('/api/user/addresses/remove/2147483648'), 422, 'validation');
      });

      it('never reaches another customer’s address: 404 and nothing changes', async () => {
        const owner = await customer();
        const saved = setOf(await byAddress(owner, MOSCOW.centre, { room: '9' })).delivery_address;
        const ownerRows = await rowsOf(await idOf(owner));
        const intruder = await customer();
        await intruder.put('/api/cart', {
          city_id: moscow.id,
          order_type: 'takeaway',
          shop_id: moscow.centreShop.id,
        });
        const intruderCart = (await intruder.put('/api/cart')).json();

        expectErrorBody(await intruder.del(`/api/user/addresses/remove/${saved.id}`), 404, 'not_found');
        expectErrorBody(
          await intruder.post('/api/user/addresses/set-by-id', { delivery_address_id: saved.id }),
          404,
          'not_found',
        );
        expect(await listOf(intruder)).toEqual([]);
        expect((await intruder.put('/api/cart')).json()).toEqual(intruderCart);
        expect(await rowsOf(await idOf(owner))).toEqual(ownerRows);
        expect((await listOf(owner)).map((a) => a.id)).toEqual([saved.id]);
      });
    });

    describe('favourites', () => {
      const idsOf = (response: { statusCode: number; body: string; json(): unknown }) => {
        expect(response.statusCode, response.body).toBe(200);
        return favoritesResponseSchema.parse(response.json()).product_ids;
      };

      it('adds (idempotently), lists newest first and removes', async () => {
        const v = await customer();
        expect(idsOf(await v.get('/api/user/favorites'))).toEqual([]);
        expect(idsOf(await v.put(`/api/user/favorites/${products.margherita}`))).toEqual([
          products.margherita,
        ]);
        clock.advance(1000);
        expect(idsOf(await v.put(`/api/user/favorites/${products.pepperoni}`))).toEqual([
          products.pepperoni,
          products.margherita,
        ]);
        clock.advance(1000);
        expect(idsOf(await v.put(`/api/user/favorites/${products.margherita}`))).toEqual([
          products.pepperoni,
          products.margherita,
        ]);
        expect(idsOf(await v.del(`/api/user/favorites/${products.pepperoni}`))).toEqual([
          products.margherita,
        ]);
        expect(idsOf(await v.get('/api/user/favorites'))).toEqual([products.margherita]);
        expectErrorBody(await v.del(`/api/user/favorites/${products.pepperoni}`), 404, 'not_found');
      });

      it('answers 404 for an unknown product or another brand’s, 422 for a malformed id', async () => {
        const v = await customer();
        for (const id of [999_999, lavashProduct]) {
          expectErrorBody(await v.put(`/api/user/favorites/${id}`), 404, 'not_found');
          expectErrorBody(await v.del(`/api/user/favorites/${id}`), 404, 'not_found');
        }
        expectErrorBody(await v.put('/api/user/favorites/abc'), 422, 'validation');
        expectErrorBody(await v.put('/api/user/favorites/0'), 422, 'validation');
        expectErrorBody(await v.put('/api/user/favorites/2147483648'), 422, 'validation');
        expect(idsOf(await v.get('/api/user/favorites'))).toEqual([]);
      });

      it('keeps each customer’s list their own', async () => {
        const owner = await customer();
        const other = await customer();
        idsOf(await owner.put(`/api/user/favorites/${products.margherita}`));
        expectErrorBody(await other.del(`/api/user/favorites/${products.margherita}`), 404, 'not_found');
        expect(idsOf(await other.get('/api/user/favorites'))).toEqual([]);
        idsOf(await other.put(`/api/user/favorites/${products.pepperoni}`));
        expect(idsOf(await owner.get('/api/user/favorites'))).toEqual([products.margherita]);
        const ownerId = await idOf(owner);
        expect(
          (await ctx.database.db.select().from(favorites).where(eq(favorites.customerId, ownerId))).map(
            (row) => row.productId,
          ),
        ).toEqual([products.margherita]);
      });
    });
  },
  { app: { now: clock.now } },
);
