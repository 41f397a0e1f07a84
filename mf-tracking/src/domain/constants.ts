// The numbers of spec §9 that only mf-tracking applies (the shared ones are in @storefront/shared/domain's
// constants).

export const COURIER_POLL_MS = 30_000;
export const ORDER_STATUS_POLL_MS = 30_000;
