// The courier map's view: the whole ride from the kitchen to the door, so the marker moves across a
// still map instead of the map re-centring under it.
import type { Bbox, Coordinates } from '@storefront/shared/contract';

/** Share of the ride's span added on every side, so neither end sits on the map's edge. */
const PADDING = 0.25;
/** A ride shorter than this (degrees) still gets a street-sized view. */
const MIN_SPAN = 0.004;

export function routeBounds(points: readonly (Coordinates | null | undefined)[]): Bbox | null {
  const known = points.filter((point): point is Coordinates => Boolean(point));
  if (known.length === 0) return null;
  const lats = known.map((point) => point.latitude);
  const lngs = known.map((point) => point.longitude);
  const pad = (min: number, max: number): [number, number] => {
    const span = Math.max(max - min, MIN_SPAN);
    const middle = (min + max) / 2;
    return [middle - span / 2 - span * PADDING, middle + span / 2 + span * PADDING];
  };
  const [south, north] = pad(Math.min(...lats), Math.max(...lats));
  const [west, east] = pad(Math.min(...lngs), Math.max(...lngs));
  return [
    [south, west],
    [north, east],
  ];
}
