// The other half of early-taps.inline.js: once React listens to the page (hydrateRoot or render has been
// called), the taps the inline script held are made again and no more are held.

declare global {
  interface Window {
    /** Written by early-taps.inline.js at the top of the page. */
    __STOREFRONT_EARLY_TAPS__?: { hydrating(): void };
  }
}

/** Replays the taps held before React listened; without the inline script (dev server, tests), nothing. */
export function releaseEarlyTaps(): void {
  window.__STOREFRONT_EARLY_TAPS__?.hydrating();
}
