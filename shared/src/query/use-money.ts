import { formatPrice } from '@storefront/shared/domain';
import { useLocationStore } from '@storefront/shared/stores';
import { useMemo } from 'react';
import { useSettings } from './settings';

export interface Money {
  /** The city's currency sign, for `<Price currency>`. */
  currency: string | null;
  /** Site setting enable_fractional_prices. */
  fractional: boolean;
  /**
   * A price as text (spec §9), for sentences such as "add 532 ₽ more". An order carries its currency
   * code (`RUB`): the city's sign is used when it is the city's currency, the code otherwise (an order
   * placed in another country).
   */
  format(value: number, currencyCode?: string): string;
}

/** How this city shows money: its currency and the site's fractional-price setting. */
export function useMoney(): Money {
  const prices = useLocationStore((state) => state.city?.prices ?? null);
  const fractional = useSettings().data?.enable_fractional_prices ?? false;
  return useMemo(() => {
    const currency = prices?.currency ?? null;
    return {
      currency,
      fractional,
      format: (value: number, currencyCode?: string) =>
        formatPrice(value, {
          currency: !currencyCode || currencyCode === prices?.currency_code ? currency : currencyCode,
          fractional,
        }),
    };
  }, [prices, fractional]);
}
