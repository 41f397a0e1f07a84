// The menu of the current context (spec §7 POST /products), on the query the shell's server prefetched.
import { useLocationContext } from '@storefront/shared/query';
import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from './products-query';

/** The menu of the current context; switching city, order type, shop or zone loads it anew (spec §4). */
export function useProducts() {
  return useQuery(productsQueryOptions(useLocationContext()));
}
