// Site settings: fetched once per visit and shared by every remote.
import { getSettings } from '@storefront/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings.all,
    queryFn: ({ signal }) => getSettings({ signal }),
    // Settings change with a deploy, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
