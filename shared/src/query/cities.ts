// Cities: fetcher (`getCities`/`getCity` in api) → query options → hook.
import { getCities, getCity } from '@storefront/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Cities rarely change during a visit. */
const CITIES_STALE_TIME_MS = 10 * 60_000;

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cities.list(),
    queryFn: ({ signal }) => getCities({ signal }),
    staleTime: CITIES_STALE_TIME_MS,
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}

/**
 * One city. An empty alias disables the query (the route has no valid alias yet). A 404 is left to
 * the caller (an unknown alias is the shell's 404 page); a 500 still opens the server-error modal.
 */
export function cityQueryOptions(alias: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.cities.detail(alias ?? ''),
    queryFn: ({ signal }) => getCity(alias ?? '', { signal, silent: [404] }),
    enabled: Boolean(alias),
    staleTime: CITIES_STALE_TIME_MS,
  });
}

export function useCity(alias: string | null | undefined) {
  return useQuery(cityQueryOptions(alias));
}
