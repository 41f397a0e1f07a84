// Distances on the map, for "the nearest shop" offer of the delivery check (spec §4).
import type { Coordinates } from '@storefront/shared/contract';

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** The closest shop that accepts orders, or null when none does. */
export function nearestShop<T extends { type: string; map: { coordinates: Coordinates } }>(
  point: Coordinates,
  shops: readonly T[],
): T | null {
  let best: T | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const shop of shops) {
    if (shop.type === 'stop') continue;
    const distance = distanceMeters(point, shop.map.coordinates);
    if (distance < bestDistance) {
      best = shop;
      bestDistance = distance;
    }
  }
  return best;
}
