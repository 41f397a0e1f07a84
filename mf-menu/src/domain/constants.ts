// The numbers of spec §2, §4, §5 and §9 that only the menu applies (the shared ones are in
// @storefront/shared/domain's constants).
import type { BrandAlias } from '@storefront/shared/domain';

/** Country code TR hides the last-hour alert. */
export const LAST_HOUR_HIDDEN_COUNTRY = 'TR';
/** Popular product groups shown as top cards on desktop. */
export const POPULAR_GROUPS_MAX = 3;
/** Closing a banner snoozes it for one minute. */
export const BANNER_CLOSE_SNOOZE_MS = 60_000;
/** Promotions page: `?alias=` scrolls to and opens that promotion after this delay. */
export const PROMOTION_DEEP_LINK_MS = 300;
export const SCROLL_TO_GROUP_DELAY_MS = 500;
export const SKELETON_CARDS_PER_SECTION = 8;
export const SKELETON_CATEGORY_CHIPS = 16;
export const SKELETON_GROUP_SECTIONS = 3;
export const SCROLL_OFFSET_MOBILE_PX = 80;
export const SCROLL_OFFSET_DESKTOP_PX = 100;
/** Spec §4: the last-work-hour alert is shown for one brand. */
export const LAST_HOUR_ALERT_BRAND: BrandAlias = 'shawarma';
export const LAST_HOUR_WINDOW_MIN = 60;
