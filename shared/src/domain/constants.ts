// Every number and timing of spec §9 (plus the few §2/§4/§5 numbers they refer to), named once.
// Components and stores import these instead of repeating literals, so a product change is one edit
// here and the tests that read like the spec keep pointing at the same names.

// ── Storage ───────────────────────────────────────────────────────────────────────────────────────
/** Lifetime of cookies and local-storage entries: city_alias, language, cookie acceptance, banners. */
export const COOKIE_DAYS = 256;

// ── Anchors ───────────────────────────────────────────────────────────────────────────────────────
/** The home page's product groups: mf-menu renders the target, the shell's "skip to menu" link goes there. */
export const MENU_ANCHOR_ID = 'menu';

// ── Limits ────────────────────────────────────────────────────────────────────────────────────────
/** Quantity cap per product; the effective cap is this minus the product's sale_multiplicity. */
export const QUANTITY_CAP = 100;
/** The cash-change field takes at most this amount (its minimum, 0, is mf-checkout's). */
export const CASH_MAX = 5000;
/** In country TR, cash below the total is rounded up to the next 100. */
export const CASH_ROUNDING_STEP_TR = 100;
export const CASH_ROUNDING_COUNTRY = 'TR';
/** Birthday: earliest 120 years before today, latest today. */
export const BIRTHDAY_RANGE_YEARS = 120;
/** Each cart item keeps at least 1 currency unit payable when bonuses are written off (§5). */
export const BONUS_MIN_PAYABLE_PER_ITEM = 1;
/** Money is shown and bonus write-off is formatted with 2 decimals. */
export const PRICE_FRACTION_DIGITS = 2;
export const PRICE_LOCALE = 'ru-RU';

// ── Timings (ms) ──────────────────────────────────────────────────────────────────────────────────
export const FLASH_MS = 5000;
export const MODAL_SWITCH_DELAY_MS = 300;
/** The bonus balance is fetched this long after sign-in or start. */
export const BALANCE_FETCH_DELAY_MS = 1000;
/** Cart removal is debounced; add is sent immediately. */
export const REMOVE_DEBOUNCE_MS = 450;
export const PAYMENT_DEADLINE_MS = 10 * 60_000;
/** The payment countdown ticks once a second (mm:ss). */
export const COUNTDOWN_TICK_MS = 1000;

// ── Layout (px) ───────────────────────────────────────────────────────────────────────────────────
export const MOBILE_MAX_WIDTH = 1023;

// ── Address suggestions ───────────────────────────────────────────────────────────────────────────
export const ADDRESS_SUGGEST_MIN_CHARS = 2;

// ── Schedule ──────────────────────────────────────────────────────────────────────────────────────
/** Times before 04:00 count as the previous day (night shift). */
export const NIGHT_SHIFT_CUTOFF_HOUR = 4;
/** A shop shows "closes in N minutes" when fewer than this remain. */
export const SHOP_CLOSING_WARNING_MIN = 60;

// ── Skeletons (§2) ────────────────────────────────────────────────────────────────────────────────
export const SKELETON_RELATED_CARDS_MOBILE = 5;
export const SKELETON_RELATED_CARDS_DESKTOP = 3;

// ── Map ───────────────────────────────────────────────────────────────────────────────────────────
export const MAP_ZONE_FILL_OPACITY = 0.3;
export const MAP_SINGLE_SHOP_BOUNDS_PADDING = 0.001;
export const MAP_BOUNDS_PADDING = 0.01;
export const MAP_CLUSTER_GRID_SIZE = 40;

// ── Home ──────────────────────────────────────────────────────────────────────────────────────────

// ── Bonus program ─────────────────────────────────────────────────────────────────────────────────
export const BONUS_ACCRUAL_PAUSED = true;
