// The cart is the session's, shared by every tab of the shop: an order placed (or paid) in one tab
// empties it on the server, and a second tab must not keep showing the paid lines. A tab that changes
// the cart this way says so on a BroadcastChannel; every other tab refetches its cart at once. The
// cart query also refetches when a tab comes back to the front (cart.ts), for browsers without it.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

const CHANNEL = 'storefront:cart';

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** The server's cart changed under this tab (an order placed or paid): every view and every tab follow. */
export function announceCartChange(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.cart.all });
  const out = channel();
  if (!out) return;
  out.postMessage('changed');
  out.close();
}

/** Refetches this tab's cart whenever another tab announces a change. Returns the stop. */
export function followCartInOtherTabs(client: QueryClient): () => void {
  const into = channel();
  if (!into) return () => {};
  into.onmessage = () => void client.invalidateQueries({ queryKey: queryKeys.cart.all });
  return () => into.close();
}
