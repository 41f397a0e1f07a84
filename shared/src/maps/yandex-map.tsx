// The Yandex Maps adapter (@pbe/react-yandex-maps), used when a key is configured and the provider's
// script loads. Loaded lazily by the registry, so the library never reaches a page without a map.

import { Clusterer, Placemark, Polygon, Map as YMap, YMaps } from '@pbe/react-yandex-maps';
import { MAP_CLUSTER_GRID_SIZE, MAP_ZONE_FILL_OPACITY } from '@storefront/shared/domain';
import { fitBounds } from './geometry';
import type { MapProps } from './types';

interface YandexMapProps extends MapProps {
  apiKey: string;
  language: string;
}

const LANGS: Record<string, string> = {
  ru: 'ru_RU',
  en: 'en_US',
  tr: 'tr_TR',
  uk: 'uk_UA',
  uz: 'uz_UZ',
  de: 'en_US',
};

export default function YandexMap(props: YandexMapProps) {
  const { apiKey, language, center, zoom, zones = [], shops = [], marker, selectedShopId } = props;
  const bounds = props.fitBounds && shops.length ? fitBounds(shops.map((shop) => shop.coordinates)) : null;
  return (
    <section
      className={props.className}
      data-map-adapter="yandex"
      data-testid={props.testId}
      aria-label={props.label}
    >
      <YMaps query={{ apikey: apiKey, lang: LANGS[language] ?? 'ru_RU' } as never}>
        <YMap
          width="100%"
          height="100%"
          style={{ aspectRatio: '8 / 5' }}
          defaultState={bounds ? { bounds } : { center: [center.latitude, center.longitude], zoom }}
          onClick={(event: { get(key: 'coords'): [number, number] }) => {
            const [latitude, longitude] = event.get('coords');
            props.onMapClick?.({ latitude, longitude });
          }}
        >
          {zones.map((zone) => (
            <Polygon
              key={zone.id}
              geometry={[zone.area]}
              options={{
                fillColor: zone.color,
                fillOpacity: MAP_ZONE_FILL_OPACITY,
                strokeColor: zone.color,
                strokeWidth: 2,
              }}
            />
          ))}
          <Clusterer options={{ gridSize: MAP_CLUSTER_GRID_SIZE, groupByCoordinates: false }}>
            {shops.map((shop) => (
              <Placemark
                key={shop.id}
                geometry={[shop.coordinates.latitude, shop.coordinates.longitude]}
                options={{ preset: shop.id === selectedShopId ? 'islands#redDotIcon' : 'islands#dotIcon' }}
                properties={{ hintContent: shop.name }}
                onClick={() => props.onShopSelect?.(shop.id)}
              />
            ))}
          </Clusterer>
          {marker && <Placemark geometry={[marker.latitude, marker.longitude]} />}
        </YMap>
      </YMaps>
    </section>
  );
}
