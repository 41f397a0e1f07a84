// What the storefront's builds share as `@tanstack/react-query` (shared/federation.ts), as
// router-facade.mjs does for the router: a Module Federation shared module is bundled whole, so the
// package's every export (useQueries, infinite and suspense queries, prefetch hooks, …) would ship on
// the first screen although no deployable calls them. Code keeps importing from
// '@tanstack/react-query' and its types; facades.test.ts fails when a workspace file imports a name
// this file does not export.

export {
  dehydrate,
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  queryOptions,
  skipToken,
  useIsMutating,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from 'storefront-facade-source/react-query';
