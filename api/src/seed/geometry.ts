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

export function offset(latitude: number, longitude: number, northKm: number, eastKm: number): LatLngTuple {
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

export interface HousePoint {
  number: string;
  latitude: number;
  longitude: number;
  /** Distance from the city centre along the street. */
  km: number;
}

/** Houses every this many km; a numbered house gets a second building (`к2`) every sixth house. */
const HOUSES_PER_STREET = 28;

/**
 * A street as a ray from the centre at an angle set by its index, with houses numbered outwards
 * from near the centre to `reachKm`, beyond the outer delivery zone.
 */
export function streetHouses(
  latitude: number,
  longitude: number,
  streetIndex: number,
  streetCount: number,
  reachKm: number,
): HousePoint[] {
  const angle = ((streetIndex / streetCount) * 360 + 17) * (Math.PI / 180);
  const north = Math.cos(angle);
  const east = Math.sin(angle);
  const houses: HousePoint[] = [];
  const step = (reachKm - 0.3) / (HOUSES_PER_STREET - 1);
  for (let i = 0; i < HOUSES_PER_STREET; i++) {
    const km = 0.3 + i * step;
    const [lat, lng] = offset(latitude, longitude, north * km, east * km);
    houses.push({ number: String(i + 1), latitude: lat, longitude: lng, km });
    if ((i + 1) % 6 === 0) {
      // The second building stands 60 m behind, off the street line.
      const [lat2, lng2] = offset(latitude, longitude, north * km - east * 0.06, east * km + north * 0.06);
      houses.push({ number: `${i + 1}к2`, latitude: lat2, longitude: lng2, km });
    }
  }
  return houses;
}
