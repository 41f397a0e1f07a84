// Where the menu scrolls a group to: below the sticky header (spec §2).
import { SCROLL_OFFSET_DESKTOP_PX, SCROLL_OFFSET_MOBILE_PX } from './constants';

/** Scroll-to-group offset leaves room for the sticky header: 80 px mobile, 100 px desktop. */
export function scrollOffset(isMobile: boolean): number {
  return isMobile ? SCROLL_OFFSET_MOBILE_PX : SCROLL_OFFSET_DESKTOP_PX;
}
