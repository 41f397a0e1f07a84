// Yandex adapter: the Geocoder HTTP API (forward, reverse, by uri) and the Geosuggest API, used when
// YANDEX_GEOCODER_KEY is configured. The browser only ever calls /api/geocoder/*: both keys stay on
// the server. Suggestions are 7 (the address field's list), kept inside the city's box
// (bbox + strict_bounds), in the language of the city's country. Tests run it against a local fake
// of both APIs (yandex.fake.ts) and against recorded answers.
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
  /** Geosuggest has keys of its own (default: the Geocoder key). */
  suggestKey?: string | undefined;
  /** The APIs' addresses (the fake's in tests). */
  geocoderUrl?: string | undefined;
  suggestUrl?: string | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof fetch;
}

/** The answer language for a country (Yandex takes ru_RU, uk_UA, tr_TR, en_US…; Geosuggest its first part). */
const LANGUAGES: Record<string, string> = {
  RU: 'ru_RU',
  BY: 'ru_RU',
  KZ: 'ru_RU',
  UA: 'uk_UA',
  TR: 'tr_TR',
  UZ: 'uz_UZ',
};
export const languageOf = (countryCode: string | undefined) =>
  LANGUAGES[(countryCode ?? '').toUpperCase()] ?? 'en_US';

export class YandexGeocoder implements GeocoderProvider {
  readonly name = 'yandex' as const;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: YandexOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  private async get<T>(base: string, params: Record<string, string>): Promise<T> {
    const url = new URL(base);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const response = await this.fetch(url, {
      signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Yandex answered ${response.status}`);
    return (await response.json()) as T;
  }

  private bbox(area: GeoArea): string {
    const [[south, west], [north, east]] = area.bbox;
    return `${west},${south}~${east},${north}`;
  }

  private geocode(params: Record<string, string>, lang = 'ru_RU'): Promise<GeoPlace[]> {
    return this.get<YandexGeocoderAnswer>(this.options.geocoderUrl ?? GEOCODER_URL, {
      apikey: this.options.apiKey,
      format: 'json',
      lang,
      ...params,
    }).then(parseGeocoderAnswer);
  }

  async suggest(text: string, area: GeoArea, limit: number): Promise<GeoPlace[]> {
    const lang = languageOf(area.countryCode);
    const answer = await this.get<YandexSuggestAnswer>(this.options.suggestUrl ?? SUGGEST_URL, {
      apikey: this.options.suggestKey ?? this.options.apiKey,
      text: `${area.name}, ${text}`,
      lang: lang.slice(0, 2),
      results: String(limit),
      types: 'house,street',
      bbox: this.bbox(area),
      strict_bounds: '1',
      print_address: '1',
    });
    const places = await Promise.all(
      (answer.results ?? [])
        .slice(0, limit)
        .map((result) => (result.uri ? this.lookup(result.uri, lang) : null)),
    );
    return places.filter((place): place is GeoPlace => place !== null);
  }

  async searchByAddress(text: string, area: GeoArea): Promise<GeoPlace | null> {
    const places = await this.geocode(
      { geocode: `${area.name}, ${text}`, bbox: this.bbox(area), rspn: '1', results: '1' },
      languageOf(area.countryCode),
    );
    return places.find((place) => place.type === 'house') ?? null;
  }

  searchByCoordinates(latitude: number, longitude: number, limit: number): Promise<GeoPlace[]> {
    return this.geocode({ geocode: `${longitude},${latitude}`, kind: 'house', results: String(limit) });
  }

  async lookup(placeId: string, lang?: string): Promise<GeoPlace | null> {
    const [place] = await this.geocode({ uri: placeId, results: '1' }, lang);
    return place ?? null;
  }
}
