// The numbers of spec §2 and §9 that only the shell applies (the shared ones are in
// @storefront/shared/domain's constants).

/** The back-to-top button appears after scrolling more than this. */
export const BACK_TO_TOP_PX = 1500;
/** The site root without a city alias prompts the city modal after this delay. */
export const CITY_PROMPT_DELAY_MS = 1000;
export const COOKIE_NOTICE_DELAY_MS = 2000;
export const LOGO_ROTATION_IMAGES = 4;
/** One brand's logo rotates among 4 images every 3 s. */
export const LOGO_ROTATION_MS = 3000;
