// Delivery/takeaway intervals (spec §4): first load 1.5 s after mount, today's list refreshed every
// 60 s (a reload debounced 1 s), a chosen interval cleared once it is no longer offered.
import { apiRequest } from '@storefront/shared/api';
import { intervalsResponseSchema, type LocationContextInput } from '@storefront/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { INTERVALS_FIRST_LOAD_MS, INTERVALS_REFRESH_MS } from '../domain/constants';

/** The intervals of a date (null: the first date on offer) for a location context. */
export function intervalsQueryOptions(context: LocationContextInput | null, date: string | null) {
  return queryOptions({
    queryKey: ['checkout', 'intervals', context, date],
    queryFn: ({ signal }) =>
      apiRequest(intervalsResponseSchema, '/schedule/intervals', {
        method: 'POST',
        body: { ...context, ...(date ? { date } : {}) },
        signal,
        silent: true,
      }),
    staleTime: INTERVALS_REFRESH_MS / 2,
  });
}

export function useIntervals(context: LocationContextInput | null, date: string | null) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), INTERVALS_FIRST_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return useQuery({
    ...intervalsQueryOptions(context, date),
    enabled: ready && context !== null,
    refetchInterval: INTERVALS_REFRESH_MS,
    // Spec §8: a failed call is said at once with a way to try again, not hidden behind a skeleton
    // through the client's retries (≈ 6 s).
    retry: false,
  });
}
