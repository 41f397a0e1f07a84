// Yandex adapter slot: the Geocoder HTTP API (forward and reverse) and the Suggest API, used when
// YANDEX_GEOCODER_KEY is configured (never offline, so tests run it against recorded answers).
import type { GeoArea, GeocoderProvider, GeoPlace } from './types';

const GEOCODER_URL = 'https://geocode-maps.yandex.ru/1.x/';
const SUGGEST_URL = 'https://suggest-maps.yandex.ru/v1/suggest';
const TIMEOUT_MS = 3000;

interface YandexComponent {
  kind: string;
  name: string;
}

interface YandexGeoObject {
  Point?: { pos?: string };
  uri?: string;
  metaDataProperty?: {
    GeocoderMetaData?: {
      kind?: string;
      text?: string;
      uri?: string;
      Address?: { Components?: YandexComponent[] };
    };
  };
}

export interface YandexGeocoderAnswer {
  response?: { GeoObjectCollection?: { featureMember?: { GeoObject?: YandexGeoObject }[] } };
}

export interface YandexSuggestAnswer {
  results?: { title?: { text?: string }; uri?: string; tags?: string[] }[];
}

/** Turns a Geocoder answer into places (houses and streets only). */
export function parseGeocoderAnswer(answer: YandexGeocoderAnswer): GeoPlace[] {
  const members = answer.response?.GeoObjectCollection?.featureMember ?? [];
  const places: GeoPlace[] = [];
  for (const member of members) {
    const object = member.GeoObject;
    const meta = object?.metaDataProperty?.GeocoderMetaData;
    const [lng, lat] = (object?.Point?.pos ?? '').split(' ').map(Number);
    if (!meta || lat === undefined || lng === undefined || Number.isNaN(lat) || Number.isNaN(lng)) continue;
    if (meta.kind !== 'house' && meta.kind !== 'street') continue;
    const component = (kind: string) =>
      meta.Address?.Components?.findLast((c) => c.kind === kind)?.name ?? null;
    const street = component('street');
    if (!street) continue;
    places.push({
      placeId: meta.uri ?? object?.uri ?? `ymaps:${lat},${lng}`,
      type: meta.kind,
      cityAlias: null,
      locality: component('locality') ?? '',
      district: component('district'),
      street,
      house: meta.kind === 'house' ? component('house') : null,
      latitude: lat,
      longitude: lng,
    });
  }
  return places;
}

export interface YandexOptions {
  apiKey: string;
  suggestKey?: string;
  fetch?: typeof fetch;
}

export class YandexGeocoder implements GeocoderProvider {
  readonly name = 'yandex' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: YandexOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  private async get<T>(base: string, params: Record<string, string>): Promise<T> {
    const url = new URL(base);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const response = await this.fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Yandex answered ${response.status}`);
    return (await response.json()) as T;
  }

  private bbox(area: GeoArea): string {
    const [[south, west], [north, east]] = area.bbox;
    return `${west},${south}~${east},${north}`;
  }

  private geocode(params: Record<string, string>): Promise<GeoPlace[]> {
    return this.get<YandexGeocoderAnswer>(GEOCODER_URL, {
      apikey: this.options.apiKey,
      format: 'json',
      lang: 'ru_RU',
      ...params,
    }).then(parseGeocoderAnswer);
  }

  async suggest(text: string, area: GeoArea, limit: number): Promise<GeoPlace[]> {
    const answer = await this.get<YandexSuggestAnswer>(SUGGEST_URL, {
      apikey: this.options.suggestKey ?? this.options.apiKey,
      text: `${area.name}, ${text}`,
      lang: 'ru',
      results: String(limit),
      types: 'house,street',
      bbox: this.bbox(area),
      strict_bounds: '1',
      print_address: '1',
    });
    const places = await Promise.all(
      (answer.results ?? []).slice(0, limit).map((result) => (result.uri ? this.lookup(result.uri) : null)),
    );
    return places.filter((place): place is GeoPlace => place !== null);
  }

  async searchByAddress(text: string, area: GeoArea): Promise<GeoPlace | null> {
    const places = await this.geocode({
      geocode: `${area.name}, ${text}`,
      bbox: this.bbox(area),
      rspn: '1',
      results: '1',
    });
    return places.find((place) => place.type === 'house') ?? null;
  }

  searchByCoordinates(latitude: number, longitude: number, limit: number): Promise<GeoPlace[]> {
    return this.geocode({ geocode: `${longitude},${latitude}`, kind: 'house', results: String(limit) });
  }

  async lookup(placeId: string): Promise<GeoPlace | null> {
    const [place] = await this.geocode({ uri: placeId, results: '1' });
    return place ?? null;
  }
}
