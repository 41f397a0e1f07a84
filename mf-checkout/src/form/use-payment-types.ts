// The payment types the city allows for this order (spec §3, §4): the first is the default until the
// customer picks another.
import type { PaymentTypeAlias } from '@storefront/shared/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { checkoutApi } from '../api';

export interface PaymentTypesFor {
  cityId: number | undefined;
  orderType: 'delivery' | 'takeaway';
  shopId: number | null;
  enabled: boolean;
}

export function usePaymentTypes({ cityId, orderType, shopId, enabled }: PaymentTypesFor, picked: string) {
  const query = useQuery({
    queryKey: ['checkout', 'payment-types', cityId, orderType, shopId],
    queryFn:
      enabled && cityId !== undefined
        ? () => checkoutApi.paymentTypes({ city_id: cityId, order_type: orderType, shop_id: shopId })
        : skipToken,
  });
  const types = query.data ?? [];
  const chosen: PaymentTypeAlias | null =
    types.find((type) => type.alias === picked)?.alias ?? types[0]?.alias ?? null;
  return { types, chosen, pending: query.isPending };
}
