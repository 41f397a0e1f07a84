// The geocoder calls (spec §7): POST /api/geocoder/suggest (the address field's suggest service),
// /searchByAddress and /searchByCoordinates, answered by the configured provider.
import {
  ADDRESS_SUGGEST_LIMIT,
  ERROR_CODES,
  searchByAddressRequestSchema,
  searchByAddressResponseSchema,
  searchByCoordinatesRequestSchema,
  searchByCoordinatesResponseSchema,
  suggestRequestSchema,
  suggestResponseSchema,
} from '@storefront/shared/contract';
import { mapStreetsRequestSchema, mapStreetsResponseSchema } from '@storefront/shared/contract/map-streets';
import { HttpError } from '../../http/http-error';
import { requestLang, text } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import { addressLine, fullAddress } from '../../providers/geocoder/types';
import { brandHook, requireBrand } from '../brands/resolve-brand';
import { areaOf, geocoderItem } from '../location/address';
import { invalid, resolveCity } from '../location/context';

/** A click on the map resolves to the nearest house within this distance. */
export const REVERSE_MAX_METERS = 1000;

/** A provider outage is not the visitor's fault and not our bug either: 503. */
export async function geocoding<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(503, 'Address search is unavailable, try again later.', ERROR_CODES.unavailable);
  }
}

export async function geocoderRoutes(app: App, { deps }: ModuleOptions) {
  app.addHook('onRequest', brandHook(deps.database.db, deps.defaultBrand));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/geocoder/suggest',
    { schema: { body: suggestRequestSchema, response: { 200: suggestResponseSchema } } },
    async (request) => {
      const snapshot = await deps.snapshots.get(requireBrand(request));
      const city = resolveCity(snapshot, request.body.city_id);
      const places = await geocoding(() =>
        deps.geocoder.suggest(request.body.text, areaOf(city), ADDRESS_SUGGEST_LIMIT),
      );
      return {
        suggestions: places.slice(0, ADDRESS_SUGGEST_LIMIT).map((place) => ({
          title: addressLine(place),
          subtitle: place.district ? `${place.locality}, ${place.district}` : place.locality,
          type: place.type,
          address: addressLine(place),
          full_address: fullAddress(place),
          place_id: place.placeId,
        })),
      };
    },
  );

  app.post(
    '/geocoder/searchByAddress',
    { schema: { body: searchByAddressRequestSchema, response: { 200: searchByAddressResponseSchema } } },
    async (request) => {
      const snapshot = await deps.snapshots.get(requireBrand(request));
      const city = resolveCity(snapshot, request.body.city_id);
      const place = await geocoding(() => deps.geocoder.searchByAddress(request.body.address, areaOf(city)));
      if (!place)
        throw invalid(
          { address: [text(requestLang(request), 'address_not_found')] },
          ERROR_CODES.addressNotFound,
        );
      return {
        point: { latitude: place.latitude, longitude: place.longitude },
        address: geocoderItem(snapshot, place, city),
      };
    },
  );

  app.post(
    '/geocoder/searchByCoordinates',
    {
      schema: {
        body: searchByCoordinatesRequestSchema,
        response: { 200: searchByCoordinatesResponseSchema },
      },
    },
    async (request) => {
      const snapshot = await deps.snapshots.get(requireBrand(request));
      const preferred =
        request.body.city_id !== undefined ? resolveCity(snapshot, request.body.city_id) : null;
      const [longitude, latitude] = request.body.coordinates;
      const places = await geocoding(() =>
        deps.geocoder.searchByCoordinates(latitude, longitude, 5, REVERSE_MAX_METERS),
      );
      return { collection: places.map((place) => geocoderItem(snapshot, place, preferred)) };
    },
  );

  app.post(
    '/geocoder/streets',
    { schema: { body: mapStreetsRequestSchema, response: { 200: mapStreetsResponseSchema } } },
    async (request) => {
      const snapshot = await deps.snapshots.get(requireBrand(request));
      const city = resolveCity(snapshot, request.body.city_id);
      const streets = deps.geocoder.streets
        ? await geocoding(() => deps.geocoder.streets!(areaOf(city)))
        : [];
      return { streets };
    },
  );
}
