// Shops of a city and address suggestions: fetcher → options → hook.
import { getShops, suggestAddresses } from '@storefront/shared/api';
import { canSuggestAddress } from '@storefront/shared/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export function shopsQueryOptions(cityId: number | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.shops.list(cityId ?? 0),
    queryFn: ({ signal }) => getShops(cityId as number, { signal }).then((answer) => answer.shops),
    enabled: Boolean(cityId),
    staleTime: 60_000,
  });
}

export function useShops(cityId: number | null | undefined) {
  return useQuery(shopsQueryOptions(cityId));
}

/** Suggestions from 2 characters on (spec §5), keeping the last list while the next one loads. */
export function useAddressSuggestions(text: string, cityId: number | null | undefined) {
  const query = text.trim();
  return useQuery({
    queryKey: queryKeys.address.suggest(cityId ?? 0, query),
    queryFn: ({ signal }) => suggestAddresses(query, cityId as number, { signal, silent: true }),
    enabled: Boolean(cityId) && canSuggestAddress(query),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
