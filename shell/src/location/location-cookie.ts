// The visitor's order type, shop and delivery zone (and the address shown for it) also live in a
// cookie, so the shell's server renders the menu of that context (issue 18); local storage keeps the
// same value for the browser (location-memory.ts).
import type { LocationState } from '@storefront/shared/stores';

export const LOCATION_COOKIE = 'location';

export type RememberedLocation = Pick<
  LocationState,
  'orderType' | 'shopId' | 'deliveryAddress' | 'deliveryZoneId'
> & { cityId: number };

const isId = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);

/** The cookie's value (already URI-decoded), checked field by field; null when absent or malformed. */
export function parseLocationCookie(value: string | null): RememberedLocation | null {
  if (!value) return null;
  try {
    const raw = JSON.parse(value) as Record<string, unknown>;
    if (typeof raw.cityId !== 'number' || !isId(raw.cityId)) return null;
    if (raw.orderType !== 'delivery' && raw.orderType !== 'takeaway') return null;
    if (!isId(raw.shopId ?? null) || !isId(raw.deliveryZoneId ?? null)) return null;
    const address = raw.deliveryAddress as RememberedLocation['deliveryAddress'] | undefined;
    return {
      cityId: raw.cityId,
      orderType: raw.orderType,
      shopId: (raw.shopId as number | null) ?? null,
      deliveryZoneId: (raw.deliveryZoneId as number | null) ?? null,
      deliveryAddress:
        address && typeof address === 'object' && typeof address.address === 'string' ? address : null,
    };
  } catch {
    return null;
  }
}

export function locationCookieValue(location: RememberedLocation): string {
  return JSON.stringify(location);
}
