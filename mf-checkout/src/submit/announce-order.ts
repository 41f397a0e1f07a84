// An order changes the server's cart: an offline one empties it at once, an online one when its
// payment is approved. Every remote's view of the cart (header counter, side cart, cart modal, menu
// counters) reads the one cart query of the page's one QueryClient, so one invalidation here moves
// them all at once — the one channel for it (after an approved card payment the paid items stayed
// on screen for 20 s and more; and no bus event beside it that nobody hears).
// The other tabs of the shop hear it too (shared cart-sync.ts): the session's cart is theirs as well.
import { announceCartChange } from '@storefront/shared/query';
import type { QueryClient } from '@tanstack/react-query';

export function announceOrder(client: QueryClient): void {
  announceCartChange(client);
}
