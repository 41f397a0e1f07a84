import { formatPrice } from '@storefront/shared/domain';
import { useSettings } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';
import { useMemo } from 'react';

export interface Money {
  /** The city's currency sign, for `<Price currency>`. */
  currency: string | null;
  /** Site setting enable_fractional_prices. */
  fractional: boolean;
  /** A price as text (spec §9), for sentences such as "add 532 ₽ more". */
  format(value: number): string;
}

/** How this city shows money: its currency and the site's fractional-price setting. */
export function useMoney(): Money {
  const currency = useLocationStore((state) => state.city?.prices.currency ?? null);
  const fractional = useSettings().data?.enable_fractional_prices ?? false;
  return useMemo(
    () => ({ currency, fractional, format: (value: number) => formatPrice(value, { currency, fractional }) }),
    [currency, fractional],
  );
}
