import { MOBILE_MEDIA_QUERY } from '@storefront/shared/domain';
import { renderedLayoutIsMobile } from '@storefront/shared/ui';
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // The layout the shell's server rendered, so hydration matches its HTML.
    () => query === MOBILE_MEDIA_QUERY && renderedLayoutIsMobile(),
  );
}

/** Spec §2/§9: the mobile layout is up to 1023 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
