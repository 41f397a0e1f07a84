// Guest address calls (spec §7): POST /api/user/addresses/set-by-coordinates and /set-by-address.
// A found address inside a zone becomes the session's delivery address (order type delivery, the
// cart repriced for its zone); outside every zone it answers delivery_possible false and changes
// nothing; an address that cannot be found is a 422 `addressNotFound` on delivery_address (spec §8).
// Saved addresses of signed-in customers (set-by-id, the list) come with issue 4.
import {
  addressSetResponseSchema,
  ERROR_CODES,
  setByAddressRequestSchema,
  setByCoordinatesRequestSchema,
} from '@storefront/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { text } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import type { GeoPlace } from '../../providers/geocoder/types';
import { brandHook } from '../brands/resolve-brand';
import { cartEnv } from '../cart/env';
import { runCartOperation, setDeliveryAddress } from '../cart/service';
import { geocoding, REVERSE_MAX_METERS } from '../geocoder/routes';
import {
  type AddressDetails,
  addressData,
  areaOf,
  cityOfPlace,
  deliveryAddressView,
  resolveZone,
} from './address';
import { invalid, resolveCity } from './context';

export async function addressRoutes(app: App, { deps }: ModuleOptions) {
  app.addHook('onRequest', brandHook(deps.database.db, deps.defaultBrand));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    cityId: number,
    find: (area: ReturnType<typeof areaOf>) => Promise<GeoPlace | null>,
    details: AddressDetails,
  ) => {
    const env = await cartEnv(deps, request, reply);
    const requested = resolveCity(env.snapshot, cityId);
    const place = await geocoding(() => find(areaOf(requested)));
    if (place?.type !== 'house')
      throw invalid({ delivery_address: [text(env.lang, 'address_not_found')] }, ERROR_CODES.addressNotFound);
    const city = cityOfPlace(env.snapshot, place, requested);
    if (!city)
      throw invalid(
        { delivery_address: [text(env.lang, 'address_not_available')] },
        ERROR_CODES.addressNotAvailable,
      );
    const zone = resolveZone(city, place);
    const data = addressData(city, place, details);
    const address = deliveryAddressView(env.snapshot, city, data, zone);
    const priced =
      address.delivery_possible && zone
        ? await runCartOperation(
            env,
            { city_id: city.row.id, order_type: 'delivery' },
            null,
            setDeliveryAddress(data, zone.row.id),
          )
        : await runCartOperation(env, {}, null);
    const context = priced.context;
    const groups = context ? deps.menus.get(env.snapshot, context).groups : [];
    return { delivery_addresses: [], delivery_address: address, cart: priced.cart, product_groups: groups };
  };

  app.post(
    '/user/addresses/set-by-coordinates',
    { schema: { body: setByCoordinatesRequestSchema, response: { 200: addressSetResponseSchema } } },
    (request, reply) => {
      const { city_id, latitude, longitude, ...details } = request.body;
      return answer(
        request,
        reply,
        city_id,
        async () =>
          (await deps.geocoder.searchByCoordinates(latitude, longitude, 1, REVERSE_MAX_METERS))[0] ?? null,
        details,
      );
    },
  );

  app.post(
    '/user/addresses/set-by-address',
    { schema: { body: setByAddressRequestSchema, response: { 200: addressSetResponseSchema } } },
    (request, reply) => {
      const { city_id, address, place_id, ...details } = request.body;
      return answer(
        request,
        reply,
        city_id,
        async (area) => {
          if (place_id) return deps.geocoder.lookup(place_id);
          return deps.geocoder.searchByAddress(address ?? '', area);
        },
        details,
      );
    },
  );
}
