// Layout breakpoints of spec §2/§9 as pure predicates, so components and tests agree on the edges.
import { MOBILE_MAX_WIDTH, MOBILE_MAX_WIDTH_SCROLLBAR, NARROW_MAX_WIDTH, WIDE_MIN_WIDTH } from './constants';

/**
 * Mobile layout: up to 1023 px, or up to 1008 px when a vertical scrollbar is present.
 * `width` is `window.innerWidth`, which includes the scrollbar, hence the lower edge with one.
 */
export function isMobileWidth(width: number, hasScrollbar = false): boolean {
  return width <= (hasScrollbar ? MOBILE_MAX_WIDTH_SCROLLBAR : MOBILE_MAX_WIDTH);
}

/** Some screens (order types modal list view) switch at 768 px or less. */
export function isNarrowWidth(width: number): boolean {
  return width <= NARROW_MAX_WIDTH;
}

/** Wide desktop mode is strictly above 1440 px. */
export function isWideWidth(width: number): boolean {
  return width > WIDE_MIN_WIDTH;
}

/** Media queries for CSS-in-JS or `matchMedia`; CSS custom properties cannot be used in media queries. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
