import type { OrderType } from '@storefront/shared/domain';
import { bus } from '@storefront/shared/events';
import { useCartActions } from '@storefront/shared/query';
import { locationStore, useModalStore } from '@storefront/shared/stores';
import { useIsMobile } from '@storefront/shared/ui';
import { useNavigate } from 'react-router-dom';
import { reportCartFailure } from '../common/report-failure';
import { CART_CHECKOUT_STATE, type CartStep } from '../domain/cart-rules';
import { orderButtonTarget } from '../order/order-button-rules';

export interface CartHandlerOptions {
  onCartPage: boolean;
  basePath: string;
  orderType: OrderType;
  onStepChange(step: CartStep): void;
  onClose?: () => void;
}

/** What the cart's buttons do: order, sign in, switch the order type, forget a line, the bag. */
export function useCartHandlers({
  onCartPage,
  basePath,
  orderType,
  onStepChange,
  onClose,
}: CartHandlerOptions) {
  const actions = useCartActions();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const openModal = useModalStore((state) => state.open);

  return {
    order() {
      if (orderButtonTarget({ isMobile, onCartPage }) === 'cartPage') {
        // Desktop's step 2 lives on the cart page: the press means "order", so the page opens at
        // checkout, not at a second copy of step 1 that needs another press.
        onClose?.();
        navigate(`${basePath}/cart?state=${CART_CHECKOUT_STATE}`);
        return;
      }
      // Step 2 is checkout's form, shown in this view's outlet. The modal also announces it (the
      // shell keeps the modal's step); the cart page must not, or the shell would open the modal too.
      if (!onCartPage) bus.emit('cart:open', { step: 2 });
      onStepChange(2);
    },
    /** Spec §4: ordering without a session (auth enabled) opens the login with an open-order intent. */
    signIn() {
      openModal('UserLoginModal', { intent: 'order' });
    },
    /** A type that still needs its shop or address opens the order-types modal on that type. */
    changeOrderType(type: OrderType) {
      const location = locationStore.getState();
      if (type === location.orderType) return;
      const missing = type === 'takeaway' ? location.shopId === null : location.deliveryZoneId === null;
      if (missing) openModal('OrderTypesModal', { type });
      else location.setOrderType(type);
    },
    chooseLocation: () => openModal('OrderTypesModal', { type: orderType }),
    clear: () => openModal('ConfirmEmptyCartModal'),
    forget: (key: string) => void actions.forget(key).catch(reportCartFailure('other')),
    setBag: (withBag: boolean) => actions.setBag(!withBag).catch(reportCartFailure('other')),
  };
}
