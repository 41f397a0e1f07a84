// The visitor's order type, shop and delivery zone (and the address shown for it) also live in a
// cookie, so the shell's server renders the menu of that context; local storage keeps the
// same value for the browser (location-memory.ts).
import type { LocationState } from '@storefront/shared/stores';

export const LOCATION_COOKIE = 'location';

export type RememberedLocation = Pick<
  LocationState,
  'orderType' | 'shopId' | 'deliveryAddress' | 'deliveryZoneId'
> & { cityId: number };

const isId = (value: unknown) => value == null || (Number.isInteger(value) && (value as number) > 0);

/** The cookie's value (already URI-decoded), checked field by field; null when absent or malformed. */
export function parseLocationCookie(value: string | null): RememberedLocation | null {
  try {
    const raw = JSON.parse(value ?? '');
    return raw.cityId &&
      isId(raw.cityId) &&
      /^(delivery|takeaway)$/.test(raw.orderType) &&
      isId(raw.shopId) &&
      isId(raw.deliveryZoneId)
      ? {
          cityId: raw.cityId,
          orderType: raw.orderType,
          shopId: raw.shopId ?? null,
          deliveryZoneId: raw.deliveryZoneId ?? null,
          deliveryAddress: typeof raw.deliveryAddress?.address === 'string' ? raw.deliveryAddress : null,
        }
      : null;
  } catch {
    return null;
  }
}

export function locationCookieValue(location: RememberedLocation): string {
  return JSON.stringify(location);
}
