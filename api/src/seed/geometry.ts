// Seed geometry: real-looking, deterministic delivery-zone outlines around a city centre. A zone
// is a wobbly ring (not a circle) so maps and point-in-polygon checks meet realistic shapes.
import type { Bbox, LatLngTuple, PolygonRing } from '@storefront/shared/contract';

const KM_PER_DEGREE_LATITUDE = 111.32;
const RING_POINTS = 24;

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Stable number in [0, 2π) from a string, so every seed run draws the same outline. */
function phaseOf(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return ((hash % 3600) / 3600) * 2 * Math.PI;
}

function offset(latitude: number, longitude: number, northKm: number, eastKm: number): LatLngTuple {
  const kmPerDegreeLongitude = KM_PER_DEGREE_LATITUDE * Math.cos((latitude * Math.PI) / 180);
  return [
    round6(latitude + northKm / KM_PER_DEGREE_LATITUDE),
    round6(longitude + eastKm / kmPerDegreeLongitude),
  ];
}

export function zoneRing(latitude: number, longitude: number, radiusKm: number, key: string): PolygonRing {
  const phase = phaseOf(key);
  const ring: LatLngTuple[] = [];
  for (let i = 0; i < RING_POINTS; i++) {
    const angle = (i / RING_POINTS) * 2 * Math.PI;
    // Two harmonics give a lobed outline like districts along a river or ring road.
    const wobble = 1 + 0.14 * Math.sin(3 * angle + phase) + 0.07 * Math.cos(5 * angle + 2 * phase);
    const r = radiusKm * wobble;
    ring.push(offset(latitude, longitude, r * Math.cos(angle), r * Math.sin(angle)));
  }
  return ring;
}

/** [south-west, north-east] of a square around the centre. */
export function bboxAround(latitude: number, longitude: number, halfSideKm: number): Bbox {
  return [
    offset(latitude, longitude, -halfSideKm, -halfSideKm),
    offset(latitude, longitude, halfSideKm, halfSideKm),
  ];
}
