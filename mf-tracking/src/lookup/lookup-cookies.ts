// Spec §2: the status lookup keeps the shop, the phone and the order id in cookies, so the modal
// opens filled in next time. They live as long as the tracking grant the API hands out with them.
import { readCookie, writeCookie } from '@storefront/shared/domain';

export const LOOKUP_COOKIES = {
  shop: 'tracking_shop_id',
  phone: 'tracking_phone',
  orderId: 'tracking_order_id',
} as const;

const DAY_MS = 86_400_000;

export interface RememberedLookup {
  phone: string;
  orderId: string;
}

export function readLookupCookies(): RememberedLookup {
  return {
    phone: readCookie(LOOKUP_COOKIES.phone) ?? '',
    orderId: readCookie(LOOKUP_COOKIES.orderId) ?? '',
  };
}

export function writeLookupCookies(
  lookup: { phone: string; orderId: number; shopId: number | null },
  expiresAt: string,
  now: number = Date.now(),
): void {
  const days = Math.max((Date.parse(expiresAt) - now) / DAY_MS, 1 / 24);
  writeCookie(LOOKUP_COOKIES.phone, lookup.phone, days);
  writeCookie(LOOKUP_COOKIES.orderId, String(lookup.orderId), days);
  if (lookup.shopId !== null) writeCookie(LOOKUP_COOKIES.shop, String(lookup.shopId), days);
}
