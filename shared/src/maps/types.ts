// The one map interface of the storefront (ARCHITECTURE "maps"). Two adapters will implement it:
// Yandex Maps when a key is configured and its script loads, and an offline schematic SVG map
// otherwise. Nothing outside this folder imports a map library; pages render `MapProps` only.
import type { Bbox, Coordinates, PolygonRing } from '@storefront/shared/contract';
import type { ComponentType } from 'react';

export type { Bbox, Coordinates, PolygonRing };

/** A delivery zone drawn as a filled polygon (spec §9: fill opacity 0.3). */
export interface MapZone {
  id: number;
  name?: string;
  /** What the offline map writes on the zone, e.g. its name and delivery price; `name` otherwise. */
  label?: string;
  /** One outer ring of [latitude, longitude] points, as the contract sends it. */
  area: PolygonRing;
  /** CSS colour of the fill and stroke. */
  color: string;
}

/** An outlet marker; `type: 'stop'` means not accepting orders and is drawn muted. */
export interface MapShop {
  id: number;
  name: string;
  coordinates: Coordinates;
  type?: string;
}

export interface MapProps {
  /** Initial view; the adapter fits shops or zones when `fitBounds` is set. */
  center: Coordinates;
  zoom: number;
  bbox?: Bbox;
  zones?: readonly MapZone[];
  shops?: readonly MapShop[];
  selectedShopId?: number | null;
  /** A single marker for a chosen address or the courier (spec §2 tracking map). */
  marker?: Coordinates | null;
  /** Written beside the marker on the offline map (the picked address). */
  markerLabel?: string | null;
  /** The brand city shown: the offline map draws its main streets and districts. */
  cityId?: number;
  /** Fit the view to the shops (padding 0.001 for one, 0.01 otherwise, spec §9). */
  fitBounds?: boolean;
  onShopSelect?: (shopId: number) => void;
  /** A click on the map resolves an address from coordinates (spec §4 address flow). */
  onMapClick?: (point: Coordinates) => void;
  /** Accessible name of the map region. */
  label: string;
  className?: string;
  /** QA id, e.g. for the courier marker's container. */
  testId?: string;
}

/** A main street of the city as the offline map draws it. */
export interface MapStreet {
  name: string;
  district: string | null;
  /** [latitude, longitude] points along the street. */
  line: [number, number][];
}

export type MapAdapterName = 'yandex' | 'schematic';

/** What an adapter needs to decide whether it can run. */
export interface MapEnvironment {
  /** Maps API key from the runtime config; absent offline. */
  apiKey?: string | null;
  /** Interface language, passed to the provider's script. */
  language: string;
}

export interface MapAdapter {
  name: MapAdapterName;
  /** Whether the adapter can render here (key present and script loaded, for Yandex). */
  isAvailable(environment: MapEnvironment): Promise<boolean>;
  /** Loads the component lazily, so the map library is fetched only where a map is shown. */
  load(): Promise<ComponentType<MapProps>>;
}

/**
 * Adapters in priority order; `resolve` returns the first available one, so the schematic map,
 * registered last, is the fallback that always works.
 */
export interface MapAdapterRegistry {
  register(adapter: MapAdapter): void;
  list(): readonly MapAdapter[];
  resolve(environment: MapEnvironment): Promise<ComponentType<MapProps>>;
}
