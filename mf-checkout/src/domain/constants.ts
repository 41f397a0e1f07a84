// The numbers of spec §4, §5 and §9 that only checkout applies (the shared ones are in
// @storefront/shared/domain's constants).

/** The gtag purchase-event cookie (one per order id) lives 2 days. */
export const PURCHASE_EVENT_COOKIE_DAYS = 2;
/** Cash-change field range. */
export const CASH_MIN = 0;
/** Card form input lengths, mask characters included (`0000 0000 0000 0000`, `MM / YY`). */
export const CARD_NUMBER_LENGTH = 19;
export const CARD_EXPIRY_LENGTH = 7;
export const CARD_CVV_MAX_LENGTH = 4;
export const INTERVALS_REFRESH_MS = 60_000;
export const INTERVALS_FIRST_LOAD_MS = 1500;
export const PAYMENT_STATUS_POLL_MS = 5000;
/** Card 3-D check: polled this many times, then one final attempt flagged last_attempt. */
export const THREE_DS_CHECK_TRIES = 3;
export const THREE_DS_WAIT_MS = 5000;
/** Nearest intervals shown: 2 on mobile, 3 on desktop (§4). */
export const NEAREST_INTERVALS_MOBILE = 2;
export const NEAREST_INTERVALS_DESKTOP = 3;
