// The order goes with the cart as the server holds it (issue 19, item 1): a cart write still on its
// way when Pay is pressed — the next possible time chosen for the customer at night, bonuses, a
// promocode — lands first, and the order takes the cart it answered, not the one on screen a moment
// ago. Without it a quick Pay at night went out as 'as soon as possible' and was refused.
import type { Cart, LocationContextInput } from '@storefront/shared/contract';
import { cartQueryOptions } from '@storefront/shared/query';
import type { QueryClient } from '@tanstack/react-query';

/** Resolves when no write (cart call or other mutation) is pending on the page. */
export function mutationsSettled(client: QueryClient): Promise<void> {
  if (client.isMutating() === 0) return Promise.resolve();
  const cache = client.getMutationCache();
  return new Promise((resolve) => {
    const unsubscribe = cache.subscribe(() => {
      if (client.isMutating() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The cart after the pending writes have landed (undefined if none is cached for the context). */
export async function settledCart(
  client: QueryClient,
  context: LocationContextInput | null,
): Promise<Cart | undefined> {
  await mutationsSettled(client);
  return client.getQueryData(cartQueryOptions(context).queryKey);
}
