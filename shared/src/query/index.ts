// TanStack Query layer: one client factory, the query keys, and per call `xQueryOptions()` + `useX()`.

export { applyLocation, type LocationChange } from './apply-location';
export {
  cartQueryOptions,
  handleCartFailure,
  type PendingCartAdd,
  useCart,
  useCartActions,
} from './cart';
export { useCartPending, useCartProcessingKeys } from './cart-calls';
export { announceCartChange, followCartInOtherTabs } from './cart-sync';
export { citiesQueryOptions, cityQueryOptions, useCities, useCity } from './cities';
export { shopsQueryOptions, useAddressSuggestions, useShops } from './location';
export { useLocationContext } from './location-context';
export { createQueryClient, shouldRetry } from './query-client';
export { queryKeys } from './query-keys';
export {
  type CartSuggestions,
  cartSuggestionsQueryOptions,
  useCartSuggestions,
} from './related';
export type { HeadContext, HeadData, HeadDataOf, Prefetch, PrefetchContext } from './server-data';
export { settingsQueryOptions, useSettings } from './settings';
export { type Money, useMoney } from './use-money';
