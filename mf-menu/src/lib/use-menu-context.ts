// What every menu view needs besides the products: the city (currency, country, schedule), the site
// settings (fractional prices, popular groups, brand) and the ordering context.
import { useSettings } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';

export function useMenuContext() {
  const city = useLocationStore((state) => state.city);
  const orderType = useLocationStore((state) => state.orderType);
  const shopId = useLocationStore((state) => state.shopId);
  const { data: settings } = useSettings();
  return {
    city,
    orderType,
    shopId,
    settings,
    currency: city?.prices.currency ?? null,
    fractional: settings?.enable_fractional_prices ?? false,
  };
}
