import { MOBILE_MEDIA_QUERY } from '@storefront/shared/domain';
import { useSyncExternalStore } from 'react';

/**
 * Whether the server rendered the page for a phone (from the visitor's User-Agent). The server sets it
 * per render, the browser from the page's state before it hydrates, so the first render in the
 * browser matches the HTML; the real media query takes over right after.
 */
let serverMobile = false;

export function setServerMobileHint(mobile: boolean): void {
  serverMobile = mobile;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => query === MOBILE_MEDIA_QUERY && serverMobile,
  );
}

/** Spec §2/§9: mobile is up to 1023 px. Controls that exist once per page render on one side only. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
