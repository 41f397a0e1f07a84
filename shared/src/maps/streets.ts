// The city's main streets for the offline map (POST /api/geocoder/streets: the sandbox gazetteer; an
// empty list with another geocoder). The call and its schema live here, in the lazily loaded maps
// chunk, rather than in the contract and API client every first screen loads.
import { apiRequest } from '@storefront/shared/api';
import { latitudeSchema, longitudeSchema } from '@storefront/shared/contract';
import { z } from 'zod';
import type { MapStreet } from './types';

const mapStreetsResponseSchema = z.object({
  streets: z.array(
    z.object({
      name: z.string(),
      district: z.string().nullable(),
      line: z.array(z.tuple([latitudeSchema, longitudeSchema])).min(2),
    }),
  ),
});

export function getMapStreets(cityId: number): Promise<MapStreet[]> {
  return apiRequest(mapStreetsResponseSchema, '/geocoder/streets', {
    method: 'POST',
    body: { city_id: cityId },
    silent: true,
  }).then((answer) => answer.streets);
}
