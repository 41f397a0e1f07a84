// The heart of a product for a signed-in customer (spec §2/§6: favourites belong to signed-in users);
// undefined for a guest, so no heart is drawn. The favourites are read once per page (menu-cart.tsx).
import { testIds } from '@storefront/shared/qa';
import { useFavoriteState } from './menu-cart';

export function useFavoriteToggle(productId: number, withTestId = true) {
  const favorite = useFavoriteState(productId);
  if (!favorite) return undefined;
  return {
    active: favorite.active,
    onToggle: favorite.toggle,
    ...(withTestId ? { testId: testIds.menu.favoriteToggle(productId) } : {}),
  };
}
