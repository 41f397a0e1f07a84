// GET /api/cities and GET /api/cities/{alias} (spec §7).
import type { CitiesResponse, City } from '@storefront/shared/contract';
import { apiRequest, type RequestOptions } from './request';

export type CallOptions = Pick<RequestOptions, 'signal' | 'silent'>;

/** The city list, the picker's notice and the big-city shortlist. */
export function getCities(options: CallOptions = {}): Promise<CitiesResponse> {
  return apiRequest((contract) => contract.citiesResponseSchema, '/cities', options);
}

/** One city with everything the pages need (zones, map, banners, promotions). */
export async function getCity(alias: string, options: CallOptions = {}): Promise<City> {
  const { city } = await apiRequest(
    (contract) => contract.cityResponseSchema,
    `/cities/${encodeURIComponent(alias)}`,
    options,
  );
  return city;
}
