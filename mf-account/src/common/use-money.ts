import { formatPrice } from '@storefront/shared/domain';
import { useSettings } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';
import { useCallback } from 'react';

/**
 * Money as spec §9 shows it. Orders carry their currency code (`RUB`): the city's sign is used when it
 * is the city's currency, the code otherwise (an order placed in another country).
 */
export function useMoney(): (value: number, currencyCode?: string) => string {
  const prices = useLocationStore((state) => state.city?.prices ?? null);
  const fractional = useSettings().data?.enable_fractional_prices ?? false;
  return useCallback(
    (value, currencyCode) => {
      const currency =
        !currencyCode || currencyCode === prices?.currency_code ? (prices?.currency ?? null) : currencyCode;
      return formatPrice(value, { currency, fractional });
    },
    [prices, fractional],
  );
}
