// Dev harness only: what the shell does before a remote renders — the city from the URL in the
// location store, the visitor's last context restored from the session's cart, the auth setting —
// plus a modal host for the modals the cart opens by name (the shell's ModalHost in production).
import { cartApi } from '@storefront/shared/api';
import { useCity, useSettings } from '@storefront/shared/query';
import { locationStore, sessionStore } from '@storefront/shared/stores';
import { Skeleton } from '@storefront/shared/ui';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { DevModalHost } from './dev-modal-host';
import { DevTools } from './dev-tools';

export function DevCity({ children }: { children: ReactNode }) {
  const { cityAlias = 'moscow' } = useParams();
  const { data: city } = useCity(cityAlias);
  const { data: settings } = useSettings();

  useEffect(() => {
    if (!city) return;
    locationStore.getState().setCity(city);
    void cartApi.get({}, { silent: true }).then(
      (cart) => {
        const { order_type, shop_id, delivery_zone_id, city_id } = cart.context;
        locationStore
          .getState()
          .hydrate(
            city_id === city.id && order_type
              ? { orderType: order_type, shopId: shop_id, deliveryZoneId: delivery_zone_id }
              : {},
          );
      },
      () => locationStore.getState().hydrate({}),
    );
  }, [city]);

  useEffect(() => {
    if (settings) sessionStore.getState().setAuthEnabled(settings.customers.is_auth_enabled);
  }, [settings]);

  if (!city) return <Skeleton height={240} />;
  return (
    <>
      <DevTools cityId={city.id} />
      {children}
      <DevModalHost />
    </>
  );
}
