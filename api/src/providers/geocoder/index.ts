// Picks the geocoder: Yandex when a key is configured, the seeded sandbox otherwise.
import type { Db } from '../../db/client';
import { SandboxGeocoder } from './sandbox';
import type { GeocoderProvider } from './types';
import { YandexGeocoder, type YandexOptions } from './yandex';

export function createGeocoder(
  db: Db,
  yandexKey?: string,
  yandex: Omit<YandexOptions, 'apiKey'> = {},
): GeocoderProvider {
  return yandexKey ? new YandexGeocoder({ ...yandex, apiKey: yandexKey }) : new SandboxGeocoder(db);
}

export type { GeoArea, GeocoderProvider, GeoPlace } from './types';
