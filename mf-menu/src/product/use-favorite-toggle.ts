// The heart of a product for a signed-in customer (spec §2/§6: favourites belong to signed-in users);
// undefined for a guest, so no heart is drawn.
import { testIds } from '@storefront/shared/qa';
import { useFavorites, useToggleFavorite } from '@storefront/shared/query';
import { useSessionStore } from '@storefront/shared/stores';

export function useFavoriteToggle(productId: number, withTestId = true) {
  const signedIn = useSessionStore((state) => state.user !== null);
  const { data: favorites } = useFavorites();
  const toggle = useToggleFavorite();
  if (!signedIn) return undefined;
  const active = favorites?.includes(productId) ?? false;
  return {
    active,
    onToggle: () => toggle.mutate({ productId, active: !active }),
    ...(withTestId ? { testId: testIds.menu.favoriteToggle(productId) } : {}),
  };
}
