// Media queries for components that render one layout or the other (spec §2/§9: mobile up to
// 1023 px). The server snapshot is the layout the shell's server rendered (rendered-layout.ts), so the
// browser's hydrating render matches its HTML; the real media query takes over right after.
import { MOBILE_MEDIA_QUERY } from '@storefront/shared/domain';
import { useSyncExternalStore } from 'react';
import { renderedLayoutIsMobile } from './rendered-layout';

function matchMediaOf(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMediaOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matchMediaOf(query)?.matches ?? (query === MOBILE_MEDIA_QUERY && renderedLayoutIsMobile()),
    () => query === MOBILE_MEDIA_QUERY && renderedLayoutIsMobile(),
  );
}

/** The mobile layout of spec §9 (up to 1023 px), following window resizes. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
