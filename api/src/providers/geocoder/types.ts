// The geocoder behind the address field and the map (ARCHITECTURE "providers"): a sandbox on the
// seeded gazetteer by default, Yandex when a key is configured. Both answer in these shapes.

export interface GeoPlace {
  /** Stable id a later lookup() resolves (`gz:123` in the sandbox). */
  placeId: string;
  type: 'house' | 'street';
  /** Locality key the place lies in (a city alias in the sandbox), when known. */
  cityAlias: string | null;
  locality: string;
  district: string | null;
  street: string;
  house: string | null;
  latitude: number;
  longitude: number;
}

/** Where to look: the city the visitor is in (suggestions stay inside its box). */
export interface GeoArea {
  alias: string;
  name: string;
  latitude: number;
  longitude: number;
  /** [south-west, north-east] as [latitude, longitude] pairs. */
  bbox: [[number, number], [number, number]];
  countryCode: string;
}

/** A street drawn on the offline map: its line through its houses, from the centre outwards. */
export interface GeoStreet {
  name: string;
  district: string | null;
  /** [latitude, longitude] points, at least two. */
  line: [number, number][];
}

export interface GeocoderProvider {
  readonly name: 'sandbox' | 'yandex';
  /** Completions for typed text, best first (houses and streets). */
  suggest(text: string, area: GeoArea, limit: number): Promise<GeoPlace[]>;
  /** The house the text names, or null when there is no such address. */
  searchByAddress(text: string, area: GeoArea): Promise<GeoPlace | null>;
  /** Houses nearest the point within `maxMeters`, nearest first. */
  searchByCoordinates(
    latitude: number,
    longitude: number,
    limit: number,
    maxMeters: number,
  ): Promise<GeoPlace[]>;
  /** Resolves a placeId from suggest(); null when unknown. */
  lookup(placeId: string): Promise<GeoPlace | null>;
  /** The main streets of the area, for the offline map; providers without a street list omit it. */
  streets?(area: GeoArea): Promise<GeoStreet[]>;
}

export function addressLine(place: Pick<GeoPlace, 'street' | 'house'>): string {
  return place.house ? `${place.street}, ${place.house}` : place.street;
}

export function fullAddress(place: Pick<GeoPlace, 'locality' | 'street' | 'house'>): string {
  return `${place.locality}, ${addressLine(place)}`;
}

/** Metres between two points (equirectangular: exact enough within a city). */
export function distanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const x = (lng2 - lng1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
}
