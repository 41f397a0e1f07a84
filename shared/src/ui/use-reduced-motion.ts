import { useMediaQuery } from './use-media-query';

/** True when the person asked for less motion; JS-driven animation (carousel scrolls) should jump. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
