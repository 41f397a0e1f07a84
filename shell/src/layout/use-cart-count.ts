import { useCart } from '@storefront/shared/query';

/**
 * Items in the cart, for the header and bottom-nav counters. Read through the shared cart query, so
 * the count is right on first load and follows every change mf-cart or mf-menu makes (one QueryClient).
 */
export function useCartCount(): number {
  return useCart().data?.count ?? 0;
}
