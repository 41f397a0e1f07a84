import { MOBILE_MEDIA_QUERY } from '@storefront/shared/domain';
import { renderedLayoutIsMobile } from '@storefront/shared/ui';
import { useSyncExternalStore } from 'react';

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_MEDIA_QUERY)
    : null;

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The mobile layout of spec §9 (up to 1023 px), following window resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    // The layout the shell's server rendered, so hydration matches its HTML.
    renderedLayoutIsMobile,
  );
}
