// The numbers of spec §9 that only mf-account applies (the shared ones are in @storefront/shared/domain's
// constants).

/** Profile addresses: `?delivery_address_id=` auto-selects after this delay. */
export const ADDRESS_DEEP_LINK_MS = 500;
/** After a wrong code the inputs clear and refocus after this delay. */
export const CODE_INPUT_CLEAR_MS = 1500;
export const DATE_FORMAT = 'dd.MM.yyyy';
/** The code-request button is locked this long after a press. */
export const LOGIN_BUTTON_LOCK_MS = 3000;
export const LOGIN_REDIRECT_DELAY_MS = 1500;
export const ORDER_LIST_POLL_MS = 120_000;
export const VERIFICATION_CODE_LENGTH = 4;
