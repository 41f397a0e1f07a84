import type { LocationContextInput } from '@storefront/shared/contract';
import { useLocationStore } from '@storefront/shared/stores';
import { useMemo } from 'react';

/**
 * The location context most calls carry (spec §7): city, order type and the shop (takeaway) or the
 * delivery zone (delivery). Null until the city is known and the shell has restored the visitor's choice.
 */
export function useLocationContext(): LocationContextInput | null {
  const cityId = useLocationStore((state) => state.city?.id ?? null);
  const orderType = useLocationStore((state) => state.orderType);
  const shopId = useLocationStore((state) => state.shopId);
  const zoneId = useLocationStore((state) => state.deliveryZoneId);
  const ready = useLocationStore((state) => state.ready);
  return useMemo(
    () =>
      cityId === null || !ready
        ? null
        : {
            city_id: cityId,
            order_type: orderType,
            shop_id: orderType === 'takeaway' ? shopId : null,
            delivery_zone_id: orderType === 'delivery' ? zoneId : null,
          },
    [cityId, orderType, shopId, zoneId, ready],
  );
}
