import { useLocationStore } from '@storefront/shared/stores';

/** `/{cityAlias}`: the base path the shell passes to pages, or the current city's for a modal. */
export function useBasePath(basePath?: string): string {
  const cityAlias = useLocationStore((state) => state.cityAlias);
  return basePath ?? (cityAlias ? `/${cityAlias}` : '');
}
