import type { Cart } from '@storefront/shared/contract';
import { type OrderType, roundMoney } from '@storefront/shared/domain';
import { useCart, useCartPending, useCartProcessingKeys, useSettings } from '@storefront/shared/query';
import { useLocationStore, useSessionStore } from '@storefront/shared/stores';
import { type OrderButtonState, orderButtonState } from '../order/order-button-rules';

export interface CartModel {
  query: ReturnType<typeof useCart>;
  cart: Cart | undefined;
  /** A cart call is running or the cart is being fetched: counters and buttons wait (spec §2). */
  busy: boolean;
  isBusy(key: string): boolean;
  brand: string;
  orderType: OrderType;
  cityOrderTypes: { delivery: boolean; takeaway: boolean };
  button: OrderButtonState | null;
}

/**
 * Everything the cart view decides from: the server cart, the processing flags, the location, the
 * session and the settings, with the §5 order-button state computed by the shared domain rule.
 */
export function useCartModel(): CartModel {
  const query = useCart();
  const cart = query.data;
  const pending = useCartPending();
  const processingKeys = useCartProcessingKeys();
  const storeOrderType = useLocationStore((state) => state.orderType);
  const shopId = useLocationStore((state) => state.shopId);
  const hasChosenAddress = useLocationStore((state) => state.deliveryAddress !== null);
  const cityOrderTypes = useLocationStore((state) => state.city?.order_types) ?? {
    delivery: true,
    takeaway: true,
  };
  const settings = useSettings().data;
  const sessionAuth = useSessionStore((state) => state.isAuthEnabled);
  const signedIn = useSessionStore((state) => state.user !== null);

  const busy = pending || query.isFetching;
  const orderType = cart?.context.order_type ?? storeOrderType;
  const button = cart
    ? orderButtonState({
        count: cart.count,
        orderType,
        hasShop: cart.context.shop_id !== null || shopId !== null,
        // The server prices delivery once it knows the zone (a chosen address, or the city default
        // the order-types modal falls back to); the checkout form then asks for the exact address.
        hasAddress: hasChosenAddress || cart.context.delivery_zone_id !== null,
        authEnabled: settings?.customers.is_auth_enabled ?? sessionAuth,
        signedIn,
        orderAmount: roundMoney(cart.prices.subtotal + cart.prices.packages),
        minimumOrderAmount: cart.delivery_terms?.minimum_order_amount ?? 0,
        hasFreeDelivery: cart.delivery_terms?.has_free_delivery ?? false,
        processing: busy,
      })
    : null;

  return {
    query,
    cart,
    busy,
    isBusy: (key) => busy || processingKeys.includes(key),
    brand: settings?.brand.alias ?? '',
    orderType,
    cityOrderTypes,
    button,
  };
}
