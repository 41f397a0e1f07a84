// Every number and timing of spec §9 (plus the few §2/§4/§5 numbers they refer to), named once.
// Components and stores import these instead of repeating literals, so a product change is one edit
// here and the tests that read like the spec keep pointing at the same names.

// ── Storage ───────────────────────────────────────────────────────────────────────────────────────
/** Lifetime of cookies and local-storage entries: city_alias, language, cookie acceptance, banners. */
export const COOKIE_DAYS = 256;
/** The gtag purchase-event cookie (one per order id) lives 2 days. */
export const PURCHASE_EVENT_COOKIE_DAYS = 2;

// ── Limits ────────────────────────────────────────────────────────────────────────────────────────
/** Quantity cap per product; the effective cap is this minus the product's sale_multiplicity. */
export const QUANTITY_CAP = 100;
/** Cash-change field range. */
export const CASH_MIN = 0;
export const CASH_MAX = 5000;
/** In country TR, cash below the total is rounded up to the next 100. */
export const CASH_ROUNDING_STEP_TR = 100;
export const CASH_ROUNDING_COUNTRY = 'TR';
export const VERIFICATION_CODE_LENGTH = 4;
/** Card form input lengths, mask characters included (`0000 0000 0000 0000`, `MM / YY`). */
export const CARD_NUMBER_LENGTH = 19;
export const CARD_EXPIRY_LENGTH = 7;
export const CARD_CVV_MAX_LENGTH = 4;
/** Birthday: earliest 120 years before today, latest today. */
export const BIRTHDAY_RANGE_YEARS = 120;
export const DATE_FORMAT = 'dd.MM.yyyy';
/** A phone shorter than this does not replace a longer stored one (§5). */
export const PHONE_MIN_REPLACE_LENGTH = 4;
/** Each cart item keeps at least 1 currency unit payable when bonuses are written off (§5). */
export const BONUS_MIN_PAYABLE_PER_ITEM = 1;
/** Money is shown and bonus write-off is formatted with 2 decimals. */
export const PRICE_FRACTION_DIGITS = 2;
export const PRICE_LOCALE = 'ru-RU';

// ── Timings (ms) ──────────────────────────────────────────────────────────────────────────────────
export const FLASH_MS = 5000;
export const INTERVALS_REFRESH_MS = 60_000;
export const INTERVALS_FIRST_LOAD_MS = 1500;
export const MODAL_SWITCH_DELAY_MS = 300;
/** Promotions page: `?alias=` scrolls to and opens that promotion after this delay. */
export const PROMOTION_DEEP_LINK_MS = 300;
/** Profile addresses: `?delivery_address_id=` auto-selects after this delay. */
export const ADDRESS_DEEP_LINK_MS = 500;
/** The site root without a city alias prompts the city modal after this delay. */
export const CITY_PROMPT_DELAY_MS = 1000;
/** The bonus balance is fetched this long after sign-in or start. */
export const BALANCE_FETCH_DELAY_MS = 1000;
export const SCROLL_TO_GROUP_DELAY_MS = 500;
export const COOKIE_NOTICE_DELAY_MS = 2000;
/** The code-request button is locked this long after a press. */
export const LOGIN_BUTTON_LOCK_MS = 3000;
export const LOGIN_REDIRECT_DELAY_MS = 1500;
/** After a wrong code the inputs clear and refocus after this delay. */
export const CODE_INPUT_CLEAR_MS = 1500;
/** Cart removal is debounced; add is sent immediately. */
export const REMOVE_DEBOUNCE_MS = 450;
export const ORDER_STATUS_POLL_MS = 30_000;
export const COURIER_POLL_MS = 30_000;
export const ORDER_LIST_POLL_MS = 120_000;
export const PAYMENT_STATUS_POLL_MS = 5000;
/** Card 3-D check: polled this many times, then one final attempt flagged last_attempt. */
export const THREE_DS_CHECK_TRIES = 3;
export const THREE_DS_WAIT_MS = 5000;
export const PAYMENT_DEADLINE_MS = 10 * 60_000;
/** The payment countdown ticks once a second (mm:ss). */
export const COUNTDOWN_TICK_MS = 1000;
/** Closing a banner snoozes it for one minute. */
export const BANNER_CLOSE_SNOOZE_MS = 60_000;
/** One brand's logo rotates among 4 images every 3 s. */
export const LOGO_ROTATION_MS = 3000;
export const LOGO_ROTATION_IMAGES = 4;

// ── Layout (px) ───────────────────────────────────────────────────────────────────────────────────
export const MOBILE_MAX_WIDTH = 1023;
/** With a visible scrollbar the viewport loses its width, so mobile ends earlier. */
export const MOBILE_MAX_WIDTH_SCROLLBAR = 1008;
export const NARROW_MAX_WIDTH = 768;
/** Wide desktop is strictly above this width. */
export const WIDE_MIN_WIDTH = 1440;
/** The back-to-top button appears after scrolling more than this. */
export const BACK_TO_TOP_PX = 1500;
export const SCROLL_OFFSET_MOBILE_PX = 80;
export const SCROLL_OFFSET_DESKTOP_PX = 100;

// ── Address suggestions ───────────────────────────────────────────────────────────────────────────
export const ADDRESS_SUGGEST_MIN_CHARS = 2;
export const ADDRESS_SUGGEST_LIMIT = 7;

// ── Schedule ──────────────────────────────────────────────────────────────────────────────────────
export const LAST_HOUR_WINDOW_MIN = 60;
/** Times before 04:00 count as the previous day (night shift). */
export const NIGHT_SHIFT_CUTOFF_HOUR = 4;
/** A shop shows "closes in N minutes" when fewer than this remain. */
export const SHOP_CLOSING_WARNING_MIN = 60;
export const WEEKDAY_SUNDAY = 7;
/** Country code TR hides the last-hour alert. */
export const LAST_HOUR_HIDDEN_COUNTRY = 'TR';
/** Nearest intervals shown: 2 on mobile, 3 on desktop (§4). */
export const NEAREST_INTERVALS_MOBILE = 2;
export const NEAREST_INTERVALS_DESKTOP = 3;

// ── Skeletons (§2) ────────────────────────────────────────────────────────────────────────────────
export const SKELETON_CATEGORY_CHIPS = 16;
export const SKELETON_GROUP_SECTIONS = 3;
export const SKELETON_CARDS_PER_SECTION = 8;
export const SKELETON_RELATED_CARDS_MOBILE = 5;
export const SKELETON_RELATED_CARDS_DESKTOP = 3;

// ── Map ───────────────────────────────────────────────────────────────────────────────────────────
export const MAP_ZONE_FILL_OPACITY = 0.3;
export const MAP_SINGLE_SHOP_BOUNDS_PADDING = 0.001;
export const MAP_BOUNDS_PADDING = 0.01;
export const MAP_CLUSTER_GRID_SIZE = 40;

// ── Home ──────────────────────────────────────────────────────────────────────────────────────────
/** Popular product groups shown as top cards on desktop. */
export const POPULAR_GROUPS_MAX = 3;

// ── Bonus program ─────────────────────────────────────────────────────────────────────────────────
/** Bonuses can be spent until this date (inclusive); accrual is paused. */
export const BONUS_SPEND_DEADLINE = '2025-05-21';
export const BONUS_ACCRUAL_PAUSED = true;
export const BONUS_PROGRAM_COOKIE = 'enable_bonus_program';
