import { isApiError, userApi } from '@storefront/shared/api';
import { queryKeys, shouldRetry } from '@storefront/shared/query';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /user/get. A 401 means a guest (the page offers sign-in), so it is neither retried nor shown. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user.profile,
    queryFn: ({ signal }) => userApi.get({ signal, silent: true }),
    retry: (count, error) => !(isApiError(error) && error.status === 401) && shouldRetry(count, error),
  });

export function useProfile() {
  const query = useQuery(profileQueryOptions());
  const guest = isApiError(query.error) && query.error.status === 401;
  return { ...query, guest };
}
