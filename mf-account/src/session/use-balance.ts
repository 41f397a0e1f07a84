import { userApi } from '@storefront/shared/api';
import { BALANCE_FETCH_DELAY_MS } from '@storefront/shared/domain';
import { queryKeys } from '@storefront/shared/query';
import { useSessionStore } from '@storefront/shared/stores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user.balance,
    // The balance is a nice-to-have: a failure leaves the label without a number, never a modal.
    queryFn: ({ signal }) => userApi.balance({}, { signal, silent: true }),
  });

/** True once `delayMs` has passed since the customer signed in (or the page started signed in). */
function useDelayedSince(userId: number | null, delayMs: number): boolean {
  const [readyFor, setReadyFor] = useState<number | null>(null);
  useEffect(() => {
    if (userId === null) return;
    const timer = setTimeout(() => setReadyFor(userId), delayMs);
    return () => clearTimeout(timer);
  }, [userId, delayMs]);
  return userId !== null && readyFor === userId;
}

/** Spec §4: the bonus balance of the signed-in customer, fetched 1 s after sign-in or start. */
export function useBalance() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const due = useDelayedSince(userId, BALANCE_FETCH_DELAY_MS);
  return useQuery({ ...balanceQueryOptions(), enabled: due });
}
