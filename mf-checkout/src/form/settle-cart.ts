// The order goes with the cart as the server holds it: a cart write still on its
// way when Pay is pressed — the next possible time chosen for the customer at night, bonuses, a
// promocode — lands first, and the order takes the cart it answered, not the one on screen a moment
// ago. And while the kitchen is closed, an order with no time chosen goes for the next possible one
// (what the time block chooses and says once it has loaded), not as 'as soon as possible', which the
// API refuses then. Without these a quick Pay at night was refused.
import type { Cart, IntervalsResponse, LocationContextInput } from '@storefront/shared/contract';
import { cartQueryOptions } from '@storefront/shared/query';
import type { QueryClient } from '@tanstack/react-query';
import { intervalsQueryOptions } from './use-intervals';

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

/**
 * The interval an order goes with: the one the cart holds, or — none chosen while the kitchen is
 * closed now — the next possible one (today's intervals asked now if the time block has not yet).
 * Null ('as soon as possible') when open, or when the intervals cannot be had (the API then says why).
 */
export async function orderInterval(
  client: QueryClient,
  context: LocationContextInput | null,
  cart: Cart,
): Promise<string | null> {
  if (cart.selectedInterval !== null || context === null) return cart.selectedInterval;
  const today = await client.fetchQuery(intervalsQueryOptions(context, null)).catch(() => null);
  return today ? (nextTimeWhenClosed(today)?.id ?? null) : null;
}

/**
 * Spec §4: closed at this minute (night, a break, before opening) there is no 'as soon as possible';
 * the next possible interval is the time chosen for the customer. Null while open, or when none is left.
 */
export function nextTimeWhenClosed(
  answer: Pick<IntervalsResponse, 'asap' | 'next_interval'>,
): IntervalsResponse['next_interval'] {
  return answer.asap === false ? answer.next_interval : null;
}
