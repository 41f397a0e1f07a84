// The offline map adapter: an SVG schematic of delivery zones (fill opacity 0.3, spec §9), shops as
// clustered markers (40 px grid) and one marker (a chosen address or the courier). It runs where no
// maps key is configured or the provider's script cannot load — offline, in e2e, in dev harnesses.
import { MAP_ZONE_FILL_OPACITY } from '@storefront/shared/domain';
import { Minus, Plus } from 'lucide-react';
import { type MouseEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsForZoom, clusterPoints, createProjection, fitBounds } from './geometry';
import styles from './schematic-map.module.css';
import type { Bbox, MapProps, MapShop } from './types';

const SIZE = { width: 800, height: 500 };

function initialBounds(props: MapProps): Bbox {
  if (props.fitBounds && props.shops?.length) {
    const fitted = fitBounds(props.shops.map((shop) => shop.coordinates));
    if (fitted) return fitted;
  }
  return props.bbox ?? boundsForZoom(props.center, props.zoom);
}

function zoomBounds([[south, west], [north, east]]: Bbox, factor: number): Bbox {
  const lat = (south + north) / 2;
  const lng = (west + east) / 2;
  const halfLat = ((north - south) / 2) * factor;
  const halfLng = ((east - west) / 2) * factor;
  return [
    [lat - halfLat, lng - halfLng],
    [lat + halfLat, lng + halfLng],
  ];
}

export default function SchematicMap(props: MapProps) {
  const {
    zones = [],
    shops = [],
    marker,
    selectedShopId,
    onShopSelect,
    onMapClick,
    label,
    className,
    testId,
  } = props;
  const { t } = useTranslation('common');
  const [bounds, setBounds] = useState<Bbox>(() => initialBounds(props));
  const svg = useRef<SVGSVGElement>(null);
  const projection = useMemo(() => createProjection(bounds, SIZE), [bounds]);
  const clusters = useMemo(
    () => clusterPoints(shops, (shop: MapShop) => projection.toPoint(shop.coordinates)),
    [shops, projection],
  );

  const click = (event: MouseEvent<SVGSVGElement>) => {
    if (!onMapClick || !svg.current) return;
    const matrix = svg.current.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    onMapClick(projection.toCoordinates({ x: point.x, y: point.y }));
  };

  const markerPoint = marker ? projection.toPoint(marker) : null;

  return (
    <div
      className={[styles.map, className].filter(Boolean).join(' ')}
      data-map-adapter="schematic"
      data-testid={testId}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a map click is a pointer shortcut; the address field and shop list are the keyboard path */}
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; a labelled group holds the focusable markers (role img may not) */}
      <svg
        ref={svg}
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        role="group"
        aria-label={label}
        className={styles.svg}
        onClick={click}
      >
        <title>{label}</title>
        <rect width={SIZE.width} height={SIZE.height} className={styles.land} />
        {zones.map((zone) => (
          <polygon
            key={zone.id}
            data-zone-id={zone.id}
            points={zone.area
              .map(([lat, lng]) => {
                const p = projection.toPoint({ latitude: lat, longitude: lng });
                return `${p.x.toFixed(1)},${p.y.toFixed(1)}`;
              })
              .join(' ')}
            fill={zone.color}
            fillOpacity={MAP_ZONE_FILL_OPACITY}
            stroke={zone.color}
            strokeWidth={2}
          >
            {zone.name && <title>{zone.name}</title>}
          </polygon>
        ))}
        {clusters.map((cluster) => {
          const { x, y } = cluster.center;
          if (cluster.items.length > 1) {
            const fitted = fitBounds(cluster.items.map((shop) => shop.coordinates));
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>
              <g
                key={cluster.items.map((shop) => shop.id).join('-')}
                role="button"
                tabIndex={0}
                aria-label={`${cluster.items.length}: ${cluster.items.map((shop) => shop.name).join(', ')}`}
                className={styles.cluster}
                onClick={(event) => {
                  event.stopPropagation();
                  if (fitted) setBounds(fitted);
                }}
                onKeyDown={(event) => event.key === 'Enter' && fitted && setBounds(fitted)}
              >
                <circle cx={x} cy={y} r={18} />
                <text x={x} y={y + 5} textAnchor="middle">
                  {cluster.items.length}
                </text>
              </g>
            );
          }
          const shop = cluster.items[0] as MapShop;
          const selected = shop.id === selectedShopId;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>
            <g
              key={shop.id}
              role="button"
              tabIndex={0}
              aria-label={shop.name}
              aria-pressed={selected}
              data-shop-id={shop.id}
              className={[
                styles.shop,
                shop.type === 'stop' ? styles.stopped : '',
                selected ? styles.selected : '',
              ].join(' ')}
              onClick={(event) => {
                event.stopPropagation();
                onShopSelect?.(shop.id);
              }}
              onKeyDown={(event) => event.key === 'Enter' && onShopSelect?.(shop.id)}
            >
              <circle cx={x} cy={y} r={selected ? 12 : 9} />
            </g>
          );
        })}
        {markerPoint && (
          <g
            className={styles.marker}
            data-marker="true"
            transform={`translate(${markerPoint.x} ${markerPoint.y})`}
          >
            <path d="M0 0 C -10 -14 -12 -18 -12 -24 A 12 12 0 1 1 12 -24 C 12 -18 10 -14 0 0 Z" />
            <circle cy={-24} r={5} className={styles.markerDot} />
          </g>
        )}
      </svg>
      <div className={styles.zoom}>
        <button
          type="button"
          aria-label={t('map.zoomIn')}
          onClick={() => setBounds((b) => zoomBounds(b, 0.5))}
        >
          <Plus aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          aria-label={t('map.zoomOut')}
          onClick={() => setBounds((b) => zoomBounds(b, 2))}
        >
          <Minus aria-hidden="true" size={18} />
        </button>
      </div>
    </div>
  );
}
