// Address calls (spec §7): POST /api/user/addresses/set-by-coordinates, /set-by-address and
// /set-by-id. A found address inside a zone becomes the session's delivery address (order type
// delivery, the cart repriced for its zone); outside every zone it answers delivery_possible false and
// changes nothing; an address that cannot be found is a 422 `addressNotFound` on delivery_address
// (spec §8). For a signed-in customer a found, deliverable address is also saved to their list (the
// same place and room again only refreshes it), and every answer carries that list. set-by-id picks
// one of the customer's saved addresses (401 for guests, 404 for an id that is not theirs).
import {
  addressSetResponseSchema,
  type DeliveryAddress,
  ERROR_CODES,
  setByAddressRequestSchema,
  setByCoordinatesRequestSchema,
  setByIdRequestSchema,
  USER_PATHS,
} from '@storefront/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeliveryAddressData } from '../../db/schema/json-types';
import { notFound } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import type { GeoPlace } from '../../providers/geocoder/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { cartEnv } from '../cart/env';
import { runCartOperation, setDeliveryAddress } from '../cart/service';
import { type CitySnap, type ZoneSnap, zoneAt } from '../catalog/snapshot';
import { geocoding, REVERSE_MAX_METERS } from '../geocoder/routes';
import { findSignedIn, requireCustomer, type SignedIn, signedInOf } from '../session/customer';
import { savedAddresses } from '../user/addresses';
import { findSavedAddress, saveAddress, touchSavedAddress } from '../user/repo';
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
  const db = deps.database.db;
  app.addHook('onRequest', brandHook(db, deps.defaultBrand));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /**
   * Makes a resolved address the session's delivery address when it is deliverable, saves it for a
   * signed-in customer (or refreshes the saved row `savedId`), and answers the address, the list,
   * the repriced cart and the menu of the new context.
   */
  const apply = async (
    request: FastifyRequest,
    reply: FastifyReply,
    city: CitySnap,
    data: DeliveryAddressData,
    zone: ZoneSnap | null,
    customer: SignedIn | null,
    savedId: number | null,
  ) => {
    const env = await cartEnv(deps, request, reply);
    const view: DeliveryAddress = deliveryAddressView(env.snapshot, city, data, zone);
    const deliverable = view.delivery_possible && zone !== null;
    const priced = deliverable
      ? await runCartOperation(
          env,
          { city_id: city.row.id, order_type: 'delivery' },
          null,
          setDeliveryAddress(data, zone.row.id),
        )
      : await runCartOperation(env, {}, null);
    let saved: DeliveryAddress[] = [];
    if (customer) {
      const customerId = customer.customer.id;
      if (savedId !== null) {
        view.id = savedId;
        if (deliverable) await touchSavedAddress(db, customerId, savedId, env.now);
      } else if (deliverable) {
        view.id = await saveAddress(db, customerId, data, env.now);
      }
      saved = await savedAddresses(db, env.snapshot, customerId);
    }
    const context = priced.context;
    const groups = context ? deps.menus.get(env.snapshot, context).groups : [];
    return { delivery_addresses: saved, delivery_address: view, cart: priced.cart, product_groups: groups };
  };

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    cityId: number,
    find: (area: ReturnType<typeof areaOf>) => Promise<GeoPlace | null>,
    details: AddressDetails,
  ) => {
    const brand = requireBrand(request);
    const lang = requestLang(request);
    const snapshot = await deps.snapshots.get(brand, lang);
    const requested = resolveCity(snapshot, cityId);
    const place = await geocoding(() => find(areaOf(requested)));
    if (place?.type !== 'house')
      throw invalid({ delivery_address: [text(lang, 'address_not_found')] }, ERROR_CODES.addressNotFound);
    const city = cityOfPlace(snapshot, place, requested);
    if (!city)
      throw invalid(
        { delivery_address: [text(lang, 'address_not_available')] },
        ERROR_CODES.addressNotAvailable,
      );
    const customer = await findSignedIn(db, request, brand.id);
    return apply(
      request,
      reply,
      city,
      addressData(city, place, details),
      resolveZone(city, place),
      customer,
      null,
    );
  };

  app.post(
    USER_PATHS.setAddressByCoordinates,
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
    USER_PATHS.setAddressByAddress,
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

  app.post(
    USER_PATHS.setAddressById,
    {
      preValidation: requireCustomer(db),
      schema: { body: setByIdRequestSchema, response: { 200: addressSetResponseSchema } },
    },
    async (request, reply) => {
      const customer = signedInOf(request);
      const snapshot = await deps.snapshots.get(requireBrand(request), requestLang(request));
      const row = await findSavedAddress(db, customer.customer.id, request.body.delivery_address_id);
      const city = row ? snapshot.cities.get(row.cityId) : undefined;
      if (!row || !city) throw notFound(text(requestLang(request), 'address_not_found'));
      const zone = zoneAt(city, row.address.latitude, row.address.longitude);
      return apply(request, reply, city, row.address, zone, customer, row.id);
    },
  );
}
