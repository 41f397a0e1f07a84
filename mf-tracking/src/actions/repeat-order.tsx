import type { OrderRepeatResponse } from '@storefront/shared/contract';
import { bus } from '@storefront/shared/events';
import { queryKeys } from '@storefront/shared/query';
import { flashStore, locationStore } from '@storefront/shared/stores';
import { Button } from '@storefront/shared/ui';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { trackingCalls } from '../api/tracking-calls';
import { reportActionFailure } from './report-failure';

/** The repeated order's context becomes the visitor's, and its cart the cached one for that context. */
function applyRepeat(client: QueryClient, answer: OrderRepeatResponse): void {
  const location = locationStore.getState();
  const { shop, delivery_address: address, cart } = answer;
  if (answer.order_type === 'takeaway' && shop) location.selectShop(shop.id);
  if (answer.order_type === 'delivery' && address)
    location.setDeliveryAddress(
      {
        id: address.id,
        address: address.address,
        full_address: address.full_address,
        room: address.room,
        coordinates: address.map.coordinates,
      },
      address.delivery_zone_id,
    );
  const next = locationStore.getState();
  if (next.city)
    client.setQueryData(
      queryKeys.cart.current({
        city_id: next.city.id,
        order_type: next.orderType,
        shop_id: next.orderType === 'takeaway' ? next.shopId : null,
        delivery_zone_id: next.orderType === 'delivery' ? next.deliveryZoneId : null,
      }),
      cart,
    );
  bus.emit('cart:changed', { count: cart.count });
}

/** Spec §7: repeat puts the order's lines back into the cart at today's prices, then opens /cart. */
export function RepeatOrder({ orderId, basePath }: { orderId: number; basePath: string }) {
  const { t } = useTranslation('tracking');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const repeat = async () => {
    setBusy(true);
    try {
      const answer = await trackingCalls.repeat(orderId);
      applyRepeat(client, answer);
      if (answer.unavailable.length > 0)
        flashStore.getState().push(
          t('trackingView.repeatPartial', {
            names: answer.unavailable.map((line) => line.name).join(', '),
          }),
          'info',
        );
      navigate(`${basePath}/cart`);
    } catch (error) {
      reportActionFailure(error);
      setBusy(false);
    }
  };

  return (
    <Button onClick={() => void repeat()} loading={busy}>
      <RotateCcw aria-hidden="true" size={18} focusable="false" />
      {t('trackingView.repeat')}
    </Button>
  );
}
