// The menu's side of the shell's early-tap queue (shell/src/app/early-taps.inline.js): a tap on a
// server-rendered card or category chip made before that part is hydrated is held by the page's inline
// script; once the part is hydrated it is declared live here and the held taps are clicked again, through
// the component's own handlers. Without the shell's script (the standalone harness, tests) nothing is
// held and this does nothing.
import { useCallback } from 'react';

interface EarlyTaps {
  live(scope: Element): void;
}

declare global {
  interface Window {
    __STOREFRONT_EARLY_TAPS__?: EarlyTaps;
  }
}

/** Marks the element whose buttons and links the inline script holds taps for until it is hydrated. */
export const EARLY_TAP_SCOPE = { 'data-early-tap': '' } as const;

/**
 * A ref for an early-tap scope: once React has committed the element (hydrated, with its handlers), it
 * is declared live and the taps held for it are replayed. The replay waits for a microtask so that it
 * runs after the commit, not inside it.
 */
export function useEarlyTapScope<T extends Element>(): (element: T | null) => void {
  return useCallback((element: T | null) => {
    if (!element) return;
    queueMicrotask(() => {
      if (element.isConnected) window.__STOREFRONT_EARLY_TAPS__?.live(element);
    });
  }, []);
}
