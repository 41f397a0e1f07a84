// Dev harness only: the shared DevCity with the visitor's last context restored from the session's
// cart, and a modal host for the modals the cart opens by name (the shell's ModalHost in production).
import { cartApi } from '@storefront/shared/api';
import type { City } from '@storefront/shared/contract';
import { DevModalHost, DevCity as SharedDevCity } from '@storefront/shared/dev';
import { locationStore } from '@storefront/shared/stores';
import type { ReactNode } from 'react';
import CartModal from '../exposes/cart-modal';
import ConfirmEmptyCartModal from '../exposes/confirm-empty-cart-modal';
import { DevTools } from './dev-tools';

const OWN = { CartModal, ConfirmEmptyCartModal };

async function restoreFromCart(city: City): Promise<void> {
  const { order_type, shop_id, delivery_zone_id, city_id } = (await cartApi.get({}, { silent: true }))
    .context;
  locationStore
    .getState()
    .hydrate(
      city_id === city.id && order_type
        ? { orderType: order_type, shopId: shop_id, deliveryZoneId: delivery_zone_id }
        : {},
    );
}

export function DevCity({ children }: { children: ReactNode }) {
  return (
    <SharedDevCity
      restore={restoreFromCart}
      before={(city) => <DevTools cityId={city.id} />}
      after={<DevModalHost own={OWN} size={(name) => (name === 'CartModal' ? 'l' : 'm')} />}
    >
      {children}
    </SharedDevCity>
  );
}
