// The sandbox geocoder: the seeded gazetteer (streets and houses with coordinates), loaded once and
// searched in memory like a real geocoder would: fuzzy street matching (type words, case, ё, a typo
// per five letters), exact house numbers with buildings (12к2), and nearest-house reverse lookups.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gazetteerHouses, gazetteerStreets } from '../../db/schema';
import { normalizeHouse, parseAddressQuery, streetFullName, streetMatchScore } from './normalize';
import { distanceMeters, type GeoArea, type GeocoderProvider, type GeoPlace, type GeoStreet } from './types';

interface House {
  id: number;
  number: string;
  key: string;
  latitude: number;
  longitude: number;
}

interface Street {
  id: number;
  cityAlias: string;
  locality: string;
  name: string;
  searchName: string;
  /** The whole name's words, its type included (streetFullName). */
  fullName: string;
  district: string | null;
  houses: House[];
}

interface Index {
  streets: Street[];
  byCity: Map<string, Street[]>;
  houses: Map<number, { street: Street; house: House }>;
}

const MIN_STREET_SCORE = 0.45;

/** Natural order of house numbers: 2 < 10 < 10к2 < 11. */
function houseOrder(a: House, b: House): number {
  return Number.parseInt(a.number, 10) - Number.parseInt(b.number, 10) || a.number.localeCompare(b.number);
}

export class SandboxGeocoder implements GeocoderProvider {
  readonly name = 'sandbox' as const;
  private index: Promise<Index> | null = null;

  constructor(private readonly db: Db) {}

  private load(): Promise<Index> {
    this.index ??= this.build().catch((error) => {
      this.index = null;
      throw error;
    });
    return this.index;
  }

  private async build(): Promise<Index> {
    const rows = await this.db
      .select({ street: gazetteerStreets, house: gazetteerHouses })
      .from(gazetteerHouses)
      .innerJoin(gazetteerStreets, eq(gazetteerHouses.streetId, gazetteerStreets.id))
      .orderBy(asc(gazetteerStreets.id), asc(gazetteerHouses.id));
    const streets = new Map<number, Street>();
    const houses = new Map<number, { street: Street; house: House }>();
    for (const { street: s, house: h } of rows) {
      let street = streets.get(s.id);
      if (!street) {
        street = { ...s, fullName: streetFullName(s.name), houses: [] };
        streets.set(s.id, street);
      }
      const house = {
        id: h.id,
        number: h.number,
        key: normalizeHouse(h.number),
        latitude: h.latitude,
        longitude: h.longitude,
      };
      street.houses.push(house);
      houses.set(h.id, { street, house });
    }
    for (const street of streets.values()) street.houses.sort(houseOrder);
    const list = [...streets.values()];
    const byCity = new Map<string, Street[]>();
    for (const street of list)
      byCity.set(street.cityAlias, [...(byCity.get(street.cityAlias) ?? []), street]);
    return { streets: list, byCity, houses };
  }

  private place(street: Street, house: House | null): GeoPlace {
    const anchor = house ?? street.houses[0]!;
    return {
      placeId: house ? `gz:${house.id}` : `gzs:${street.id}`,
      type: house ? 'house' : 'street',
      cityAlias: street.cityAlias,
      locality: street.locality,
      district: street.district,
      street: street.name,
      house: house?.number ?? null,
      latitude: anchor.latitude,
      longitude: anchor.longitude,
    };
  }

  private rankStreets(index: Index, text: string, area: GeoArea) {
    const query = parseAddressQuery(text);
    const streets = index.byCity.get(area.alias) ?? [];
    const ranked = streets
      // The name without its type ranks first ("мира" → "проспект Мира"); the whole name lets a type
      // word, or its start, find the street too ("пр", "про", "проспект" → "проспект Мира").
      .map((street) => ({
        street,
        score: Math.max(
          streetMatchScore(query.street, street.searchName),
          streetMatchScore(query.typed, street.fullName),
        ),
      }))
      .filter((entry) => entry.score >= MIN_STREET_SCORE)
      .sort((a, b) => b.score - a.score || a.street.name.localeCompare(b.street.name));
    return { query, ranked };
  }

  async suggest(text: string, area: GeoArea, limit: number): Promise<GeoPlace[]> {
    const index = await this.load();
    const { query, ranked } = this.rankStreets(index, text, area);
    const out: GeoPlace[] = [];
    for (const { street } of ranked) {
      if (out.length >= limit) break;
      if (query.house === null) {
        out.push(this.place(street, null));
        continue;
      }
      const wanted = query.house;
      const exact = street.houses.filter((house) => house.key === wanted);
      const starting = street.houses.filter((house) => house.key !== wanted && house.key.startsWith(wanted));
      for (const house of [...exact, ...starting]) {
        if (out.length >= limit) break;
        out.push(this.place(street, house));
      }
    }
    return out;
  }

  async searchByAddress(text: string, area: GeoArea): Promise<GeoPlace | null> {
    const index = await this.load();
    const { query, ranked } = this.rankStreets(index, text, area);
    if (query.house === null) return null;
    for (const { street } of ranked) {
      const house = street.houses.find((candidate) => candidate.key === query.house);
      if (house) return this.place(street, house);
    }
    return null;
  }

  async searchByCoordinates(latitude: number, longitude: number, limit: number, maxMeters: number) {
    const index = await this.load();
    const near: { distance: number; street: Street; house: House }[] = [];
    for (const { street, house } of index.houses.values()) {
      // Cheap box test first: a degree of latitude is ~111 km.
      if (Math.abs(house.latitude - latitude) * 111_000 > maxMeters) continue;
      const distance = distanceMeters(latitude, longitude, house.latitude, house.longitude);
      if (distance <= maxMeters) near.push({ distance, street, house });
    }
    near.sort((a, b) => a.distance - b.distance);
    return near.slice(0, limit).map(({ street, house }) => this.place(street, house));
  }

  async lookup(placeId: string): Promise<GeoPlace | null> {
    const index = await this.load();
    const house = /^gz:(\d{1,10})$/.exec(placeId);
    if (house) {
      const entry = index.houses.get(Number(house[1]));
      return entry ? this.place(entry.street, entry.house) : null;
    }
    return null;
  }

  async streets(area: GeoArea): Promise<GeoStreet[]> {
    const index = await this.load();
    return (index.byCity.get(area.alias) ?? []).flatMap((street) => {
      // The numbered houses stand on the street line (second buildings, 12к2, stand behind it).
      const line = street.houses
        .filter((house) => /^\d+$/.test(house.number))
        .map((house): [number, number] => [house.latitude, house.longitude]);
      if (line.length < 2) return [];
      return [{ name: street.name, district: street.district, line: [line[0]!, line[line.length - 1]!] }];
    });
  }
}
