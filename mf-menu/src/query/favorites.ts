// The signed-in customer's favourite products (GET/PUT/DELETE /user/favorites). Guests have
// none and make no call. A toggle shows at once and rolls back when the server refuses.
import { userApi } from '@storefront/shared/api';
import { queryKeys } from '@storefront/shared/query';
import { useSessionStore } from '@storefront/shared/stores';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The customer's favourites (the shell's server fetches them for a signed-in page's first screen). */
export function favoritesQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: queryKeys.user.favorites(userId),
    queryFn: ({ signal }) => userApi.favorites({ signal, silent: true }),
    enabled: userId !== null,
  });
}

export function useFavorites() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return useQuery(favoritesQueryOptions(userId));
}

export function useToggleFavorite() {
  const client = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const key = queryKeys.user.favorites(userId);
  return useMutation({
    mutationFn: ({ productId, active }: { productId: number; active: boolean }) =>
      active ? userApi.addFavorite(productId) : userApi.removeFavorite(productId),
    onMutate: async ({ productId, active }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<number[]>(key);
      const rest = (before ?? []).filter((id) => id !== productId);
      client.setQueryData<number[]>(key, active ? [productId, ...rest] : rest);
      return { before };
    },
    onError: (_error, _variables, context) => client.setQueryData(key, context?.before),
    onSuccess: (ids) => client.setQueryData(key, ids),
  });
}
