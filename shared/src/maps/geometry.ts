// Pure map geometry for the schematic adapter: bounds, fitting with the spec's padding, a simple
// equirectangular projection onto an SVG box, and grid clustering of markers.
import {
  MAP_BOUNDS_PADDING,
  MAP_CLUSTER_GRID_SIZE,
  MAP_SINGLE_SHOP_BOUNDS_PADDING,
} from '@storefront/shared/domain';
import type { Bbox, Coordinates } from './types';

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The box around points, padded by 0.001° for a single point and 0.01° otherwise (spec §9). */
export function fitBounds(points: readonly Coordinates[]): Bbox | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const pad = points.length === 1 ? MAP_SINGLE_SHOP_BOUNDS_PADDING : MAP_BOUNDS_PADDING;
  return [
    [Math.min(...lats) - pad, Math.min(...lngs) - pad],
    [Math.max(...lats) + pad, Math.max(...lngs) + pad],
  ];
}

/** Bounds around a centre for a web-map zoom level, as wide as a 1,000 px viewport would show. */
export function boundsForZoom(center: Coordinates, zoom: number): Bbox {
  const lngSpan = (360 / 2 ** zoom) * (1000 / 256);
  const latSpan = lngSpan * Math.cos((center.latitude * Math.PI) / 180) * 0.6;
  return [
    [center.latitude - latSpan / 2, center.longitude - lngSpan / 2],
    [center.latitude + latSpan / 2, center.longitude + lngSpan / 2],
  ];
}

/** A projection of `bbox` onto `size`, keeping the aspect (longitudes shrink by cos(latitude)). */
export function createProjection(bbox: Bbox, size: Size) {
  const [[south, west], [north, east]] = bbox;
  const k = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const geoWidth = (east - west) * k;
  const geoHeight = north - south;
  const scale = Math.min(size.width / geoWidth, size.height / geoHeight);
  const offsetX = (size.width - geoWidth * scale) / 2;
  const offsetY = (size.height - geoHeight * scale) / 2;
  return {
    toPoint(c: Coordinates): Point {
      return { x: offsetX + (c.longitude - west) * k * scale, y: offsetY + (north - c.latitude) * scale };
    },
    toCoordinates(p: Point): Coordinates {
      return { latitude: north - (p.y - offsetY) / scale, longitude: west + (p.x - offsetX) / (k * scale) };
    },
  };
}

export interface Cluster<T> {
  items: T[];
  center: Point;
}

/** Groups projected markers that fall in the same grid cell of 40 px (spec §9). */
export function clusterPoints<T>(
  items: readonly T[],
  pointOf: (item: T) => Point,
  grid = MAP_CLUSTER_GRID_SIZE,
) {
  const cells = new Map<string, T[]>();
  for (const item of items) {
    const { x, y } = pointOf(item);
    const key = `${Math.floor(x / grid)}:${Math.floor(y / grid)}`;
    cells.set(key, [...(cells.get(key) ?? []), item]);
  }
  return [...cells.values()].map((group): Cluster<T> => {
    const points = group.map(pointOf);
    return {
      items: group,
      center: {
        x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
        y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
      },
    };
  });
}
