// Spec §7 extension: POST /geocoder/streets, the city's main streets for the offline map (the sandbox
// gazetteer; an empty list with another geocoder). Its own subpath (`@storefront/shared/contract/map-streets`)
// and not in the contract's index: the API validates with it, and in the browser only the lazily
// loaded maps chunk reads it, so no first screen carries it (the contract's index is in every one).
import { z } from 'zod';
import { idInputSchema } from './context';
import { latitudeSchema, longitudeSchema } from './geo';

export const mapStreetsRequestSchema = z.object({ city_id: idInputSchema });

export const mapStreetsResponseSchema = z.object({
  streets: z.array(
    z.object({
      name: z.string(),
      district: z.string().nullable(),
      /** [latitude, longitude] points along the street, from the centre outwards. */
      line: z.array(z.tuple([latitudeSchema, longitudeSchema])).min(2),
    }),
  ),
});
