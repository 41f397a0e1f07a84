// The city's main streets for the offline map (POST /api/geocoder/streets: the sandbox gazetteer; an
// empty list with another geocoder). The call lives here, in the lazily loaded maps chunk, and its
// schema in the contract's own subpath, rather than in the contract and API client every first screen
// loads.
import { apiRequest } from '@storefront/shared/api';
import { mapStreetsResponseSchema } from '../contract/map-streets';
import type { MapStreet } from './types';

export function getMapStreets(cityId: number): Promise<MapStreet[]> {
  return apiRequest(mapStreetsResponseSchema, '/geocoder/streets', {
    method: 'POST',
    body: { city_id: cityId },
    silent: true,
  }).then((answer) => answer.streets);
}
