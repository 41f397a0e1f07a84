// The state of what takes the order (spec §4 outlet and delivery states): the takeaway shop, or
// delivery by the city's hours. Read when the caller renders (the intervals arrive after mount).
import { outletState, type ShopState } from '@storefront/shared/domain';
import { useShops } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';

export function useOutletState(orderType: 'delivery' | 'takeaway'): ShopState | null {
  const city = useLocationStore((state) => state.city);
  const shopId = useLocationStore((state) => state.shopId);
  const takeaway = orderType === 'takeaway';
  const { data: shops } = useShops(takeaway ? city?.id : null);
  if (!city) return null;
  const shop = takeaway ? shops?.find((item) => item.id === shopId) : null;
  return outletState({ orderType, city, shop }, new Date());
}
