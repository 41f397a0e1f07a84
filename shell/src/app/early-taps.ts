// The other half of early-taps.inline.js: once React listens to the page (hydrateRoot or render has been
// called), the taps the inline script held are made again and no more are held; the carts its early
// adds were answered with go into the cart query once the page has hydrated.
import type { Cart } from '@storefront/shared/contract';
import { queryKeys } from '@storefront/shared/query';
import type { QueryClient } from '@tanstack/react-query';
import { whenReady } from './ready-marker';

/** An answered early add: the cart, and the request's body (PUT /cart/add) it answers. */
export type EarlyCartListener = (cart: Cart, request: string) => void;

declare global {
  interface Window {
    /** Written by early-taps.inline.js at the top of the page. */
    __STOREFRONT_EARLY_TAPS__?: { hydrating(onCart?: EarlyCartListener): void };
  }
}

/**
 * Replays the taps held before React listened; without the inline script (dev server, tests), nothing.
 * `onCart` is told of every early add answered, before and after this call.
 */
export function releaseEarlyTaps(onCart?: EarlyCartListener): void {
  window.__STOREFRONT_EARLY_TAPS__?.hydrating(onCart);
}

/**
 * Puts an early add's cart into the cart query of the context the add was made in (its request's
 * location fields, the key useCart reads), so the header, the cards and mf-cart show the cart the server
 * now holds without asking again. Not before the page is ready: a part hydrated with another cart than
 * the server rendered would disagree with its HTML (React would throw that HTML away). Not over a cart
 * a later call answered (a tap after hydration, a refetch).
 */
export function earlyCartsInto(queryClient: QueryClient): EarlyCartListener {
  // Until then the page keeps the cart the server rendered. An early add has changed the session's
  // cart, so a cart query refetching on mount (its answer older than its stale time when a slow
  // phone hydrates) would bring a cart a part still to hydrate has not rendered.
  queryClient.setQueryDefaults(queryKeys.cart.all, { refetchOnMount: false });
  whenReady(() => queryClient.setQueryDefaults(queryKeys.cart.all, {}));
  return (cart, request) => {
    // The body the menu wrote (JSON.stringify of the add's request): its location fields are the key.
    const { city_id, order_type, shop_id, delivery_zone_id } = JSON.parse(request);
    const key = queryKeys.cart.current({ city_id, order_type, shop_id, delivery_zone_id });
    // What the query held when the answer came (the server's page, or nothing): if that has changed
    // by the time the page is ready, a later answer is in it.
    const then = queryClient.getQueryState(key)?.dataUpdatedAt;
    whenReady(() => {
      if (queryClient.getQueryState(key)?.dataUpdatedAt === then) queryClient.setQueryData(key, cart);
    });
  };
}
