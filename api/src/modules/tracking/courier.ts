// The simulated courier of a sent delivery order: it rides from the kitchen to the delivery address
// along a slightly bent path (a quadratic curve, bent to one side picked by the order number, as
// streets rarely run straight), covering it evenly over the delivery stage's duration.
import type { Coordinates } from '@storefront/shared/contract';

export interface CourierPosition {
  coordinates: Coordinates;
  /** Share of the way covered, 0..1. */
  progress: number;
  arrivesAt: Date;
}

/** How far the path bows out, as a share of the straight distance. */
const BEND = 0.12;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export function courierPosition(
  from: Coordinates,
  to: Coordinates,
  sentAt: Date,
  now: Date,
  durationMs: number,
  orderId: number,
): CourierPosition {
  const elapsed = now.getTime() - sentAt.getTime();
  const progress = Math.min(1, Math.max(0, durationMs > 0 ? elapsed / durationMs : 1));
  // Control point: the midpoint pushed sideways, perpendicular to the straight line.
  const dLat = to.latitude - from.latitude;
  const dLng = to.longitude - from.longitude;
  const side = orderId % 2 === 0 ? 1 : -1;
  const control = {
    latitude: (from.latitude + to.latitude) / 2 - dLng * BEND * side,
    longitude: (from.longitude + to.longitude) / 2 + dLat * BEND * side,
  };
  const t = progress;
  const u = 1 - t;
  const point = (a: number, c: number, b: number) => u * u * a + 2 * u * t * c + t * t * b;
  return {
    coordinates: {
      latitude: round6(point(from.latitude, control.latitude, to.latitude)),
      longitude: round6(point(from.longitude, control.longitude, to.longitude)),
    },
    progress: Math.round(progress * 1000) / 1000,
    arrivesAt: new Date(sentAt.getTime() + durationMs),
  };
}
