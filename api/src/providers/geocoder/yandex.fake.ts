// A local fake of Yandex's Geosuggest (GET /v1/suggest) and Geocoder (GET /1.x/) for the adapter's
// tests: the same query parameters (apikey, text, lang, results — 7 by default, at most 10 — types,
// bbox as `lon,lat~lon,lat`, strict_bounds, print_address; geocode, uri, kind, rspn), the same JSON
// shapes, 403 for a wrong key, over a small gazetteer. It keeps every query so a test sees what
// reached "Yandex" (the key, the language, the box).
import type { FastifyInstance } from 'fastify';
import { fakeServer, listenOnLoopback } from '../fake-server';

export interface FakeHouse {
  country: string;
  locality: string;
  street: string;
  house: string;
  latitude: number;
  longitude: number;
}

export interface YandexFakeOptions {
  geocoderKey: string;
  suggestKey: string;
  houses: FakeHouse[];
  delayMs?: number;
  /** A fixed loopback port (the fakes running beside a storefront); a free one when unset. */
  port?: number;
}

export interface YandexFake {
  url: string;
  app: FastifyInstance;
  options: YandexFakeOptions;
  queries: { path: string; params: Record<string, string> }[];
  close(): Promise<void>;
}

const uriOf = (house: FakeHouse) =>
  `ymapsbm1://geo?data=${Buffer.from(`${house.locality}|${house.street}|${house.house}`).toString('base64url')}`;

function inBox(house: FakeHouse, bbox: string | undefined): boolean {
  if (!bbox) return true;
  const [west, south, east, north] = bbox.split(/[~,]/).map(Number);
  return (
    house.longitude >= west! &&
    house.longitude <= east! &&
    house.latitude >= south! &&
    house.latitude <= north!
  );
}

function geoObject(house: FakeHouse) {
  return {
    GeoObject: {
      Point: { pos: `${house.longitude} ${house.latitude}` },
      metaDataProperty: {
        GeocoderMetaData: {
          kind: 'house',
          text: `${house.country}, ${house.locality}, ${house.street}, ${house.house}`,
          uri: uriOf(house),
          Address: {
            Components: [
              { kind: 'country', name: house.country },
              { kind: 'locality', name: house.locality },
              { kind: 'street', name: house.street },
              { kind: 'house', name: house.house },
            ],
          },
        },
      },
    },
  };
}

export async function startYandexFake(options: YandexFakeOptions): Promise<YandexFake> {
  const app = fakeServer();
  const queries: YandexFake['queries'] = [];
  const forbidden = { statusCode: 403, error: 'Forbidden', message: 'Invalid api key' };
  app.addHook('onRequest', async (request) => {
    queries.push({
      path: request.url.split('?')[0]!,
      params: { ...(request.query as Record<string, string>) },
    });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  });
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);

  app.get('/v1/suggest', async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (q.apikey !== options.suggestKey) return reply.code(403).send(forbidden);
    const wanted = words(q.text ?? '');
    const limit = Math.min(Number(q.results ?? 7) || 7, 10);
    const found = options.houses
      .filter((house) => q.strict_bounds !== '1' || inBox(house, q.bbox))
      .filter((house) => {
        const text = words(`${house.locality} ${house.street} ${house.house}`).join(' ');
        return wanted.every((word) => text.includes(word));
      })
      .slice(0, limit);
    return {
      suggest_reqid: `${Date.now()}-fake`,
      results: found.map((house) => ({
        title: { text: `${house.street}, ${house.house}` },
        subtitle: { text: `${house.locality}, ${house.country}` },
        tags: ['house'],
        uri: uriOf(house),
        ...(q.print_address === '1'
          ? {
              address: {
                formatted_address: `${house.country}, ${house.locality}, ${house.street}, ${house.house}`,
                component: [
                  { name: house.country, kind: ['COUNTRY'] },
                  { name: house.locality, kind: ['LOCALITY'] },
                  { name: house.street, kind: ['STREET'] },
                  { name: house.house, kind: ['HOUSE'] },
                ],
              },
            }
          : {}),
      })),
    };
  });

  app.get('/1.x/', async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (q.apikey !== options.geocoderKey) return reply.code(403).send(forbidden);
    let found: FakeHouse[] = [];
    if (q.uri) found = options.houses.filter((house) => uriOf(house) === q.uri);
    else if (q.geocode && /^-?[\d.]+,-?[\d.]+$/.test(q.geocode)) {
      const [lng, lat] = q.geocode.split(',').map(Number);
      found = [...options.houses].sort(
        (a, b) =>
          Math.hypot(a.latitude - lat!, a.longitude - lng!) -
          Math.hypot(b.latitude - lat!, b.longitude - lng!),
      );
    } else if (q.geocode) {
      const wanted = words(q.geocode);
      found = options.houses
        .filter((house) => q.rspn !== '1' || inBox(house, q.bbox))
        .filter((house) =>
          wanted.every((word) =>
            words(`${house.locality} ${house.street} ${house.house}`).join(' ').includes(word),
          ),
        );
    }
    const members = found.slice(0, Number(q.results ?? 10) || 10).map(geoObject);
    return { response: { GeoObjectCollection: { featureMember: members } } };
  });

  const url = await listenOnLoopback(app, options.port);
  return {
    url,
    app,
    options,
    queries,
    close: () => app.close(),
  };
}
