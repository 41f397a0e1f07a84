// The offline map adapter: an SVG schematic of delivery zones (fill opacity 0.3, spec §9), shops as
// clustered markers (40 px grid) and one marker (a chosen address or the courier). It runs where no
// maps key is configured or the provider's script cannot load — offline, in e2e, in dev harnesses.
// So that a customer recognises the place it writes what a street map would: the
// city's main streets and districts (the seeded gazetteer), zone names with their delivery price,
// shop names, and the picked address beside its pin. Labels keep their size on a narrow screen
// and give way to more important ones rather than overlap.
import { MAP_ZONE_FILL_OPACITY } from '@storefront/shared/domain';
import { Minus, Plus } from 'lucide-react';
import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsForZoom, clusterPoints, createProjection, fitBounds, type Point } from './geometry';
import { alongSegment, type Box, clipSegment, labelBox, type PlacedLabel, withoutOverlaps } from './labels';
import styles from './schematic-map.module.css';
import { getMapStreets } from './streets';
import type { Bbox, MapProps, MapShop, MapStreet } from './types';

/** Streets per city, fetched once per page (they do not change while it is open). */
const streetsByCity = new Map<number, Promise<MapStreet[]>>();

function useStreets(cityId: number | undefined): MapStreet[] {
  const [streets, setStreets] = useState<MapStreet[]>([]);
  useEffect(() => {
    if (cityId === undefined) return;
    let alive = true;
    let request = streetsByCity.get(cityId);
    if (!request) {
      request = getMapStreets(cityId).catch(() => {
        streetsByCity.delete(cityId);
        return [];
      });
      streetsByCity.set(cityId, request);
    }
    void request.then((list) => alive && setStreets(list));
    return () => {
      alive = false;
    };
  }, [cityId]);
  return streets;
}

/** How many SVG units a CSS pixel is: labels and markers keep their size on a narrow map. */
function useUnitsPerPixel(element: React.RefObject<SVGSVGElement | null>): number {
  const [units, setUnits] = useState(1);
  useEffect(() => {
    const svg = element.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) setUnits(Math.min(3, Math.max(1, SIZE.width / width)));
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [element]);
  return units;
}

type LabelKind = 'marker' | 'shop' | 'zone' | 'street' | 'district';
interface Label {
  key: string;
  kind: LabelKind;
  text: string;
  at: PlacedLabel;
  size: number;
  box: Box;
  /** Alternative places of one text share a group. */
  group?: string;
}

const FONT = { marker: 14, shop: 12, zone: 13, street: 11, district: 11 } as const;

function makeLabel(key: string, kind: LabelKind, text: string, at: PlacedLabel, units: number): Label {
  // Street and district names may shrink a little on a phone (to about 9 px); the rest may not.
  const size = FONT[kind] * (kind === 'street' || kind === 'district' ? Math.min(units, 1.8) : units);
  return { key, kind, text, at, size, box: labelBox(text, size, at, kind === 'district' ? 0.75 : 0.58) };
}

/**
 * Where a zone's name may be written, best first: just inside its northern edge, then its southern
 * one, then its middle — at the ring's middle across, kept inside the drawing.
 */
function zoneLabelPoints(points: Point[], inset: number): Point[] {
  if (points.length === 0) return [];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(Math.max((Math.min(...xs) + Math.max(...xs)) / 2, inset * 4), SIZE.width - inset * 4);
  const top = Math.min(...ys) + inset;
  const bottom = Math.max(...ys) - inset;
  const clampY = (y: number) => Math.min(Math.max(y, inset), SIZE.height - inset);
  return [clampY(top), clampY(bottom), clampY((top + bottom) / 2)].map((y) => ({ x, y }));
}

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
    markerLabel,
    cityId,
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

  const markerPoint = useMemo(() => (marker ? projection.toPoint(marker) : null), [marker, projection]);
  const units = useUnitsPerPixel(svg);
  const streets = useStreets(cityId);

  const streetLines = useMemo(
    () =>
      streets.map((street) => ({
        street,
        points: street.line.map(([latitude, longitude]) => projection.toPoint({ latitude, longitude })),
      })),
    [streets, projection],
  );
  const zoneRings = useMemo(
    () =>
      zones.map((zone) => ({
        zone,
        points: zone.area.map(([latitude, longitude]) => projection.toPoint({ latitude, longitude })),
      })),
    [zones, projection],
  );

  const labels = useMemo(() => {
    const candidates: Label[] = [];
    // Shop and marker symbols are not covered by any label.
    const reserved: Box[] = [];
    const pin = 14 * units;
    if (markerPoint) {
      reserved.push({
        left: markerPoint.x - pin,
        top: markerPoint.y - pin * 2.4,
        right: markerPoint.x + pin,
        bottom: markerPoint.y,
      });
      if (markerLabel) {
        const text = markerLabel.length > 40 ? `${markerLabel.slice(0, 39)}…` : markerLabel;
        const below = markerPoint.y < SIZE.height * 0.25;
        const y = below
          ? markerPoint.y + FONT.marker * units
          : markerPoint.y - pin * 2.4 - FONT.marker * units * 0.9;
        candidates.push(makeLabel('marker', 'marker', text, { x: markerPoint.x, y, angle: 0 }, units));
      }
    }
    for (const cluster of clusters) {
      const r = 10 * units;
      reserved.push({
        left: cluster.center.x - r,
        top: cluster.center.y - r,
        right: cluster.center.x + r,
        bottom: cluster.center.y + r,
      });
    }
    for (const cluster of clusters) {
      if (cluster.items.length !== 1) continue;
      const shop = cluster.items[0] as MapShop;
      const { x, y } = cluster.center;
      const at = { x, y: y + 10 * units + FONT.shop * units * 0.8, angle: 0 };
      candidates.push(makeLabel(`shop-${shop.id}`, 'shop', shop.name, at, units));
    }
    for (const { zone, points } of zoneRings) {
      const text = zone.label ?? zone.name;
      if (!text) continue;
      zoneLabelPoints(points, FONT.zone * units * 1.1).forEach(({ x, y }, index) => {
        const label = makeLabel(`zone-${zone.id}-${index}`, 'zone', text, { x, y, angle: 0 }, units);
        candidates.push({ ...label, group: `zone-${zone.id}` });
      });
    }
    // Street names along their street (a few places each, the middle first), then district names
    // beside the outer part of their streets, level.
    const districts: Label[] = [];
    for (const { street, points } of streetLines) {
      const visible = clipSegment(points[0]!, points[points.length - 1]!, SIZE, 8);
      if (!visible) continue;
      const [a, b] = visible;
      if (Math.hypot(b.x - a.x, b.y - a.y) < street.name.length * FONT.street * Math.min(units, 1.8) * 0.6)
        continue;
      for (const at of [0.5, 0.35, 0.65, 0.25, 0.75]) {
        const label = makeLabel(
          `street-${street.name}-${at}`,
          'street',
          street.name,
          alongSegment(a, b, at),
          units,
        );
        candidates.push({ ...label, group: `street-${street.name}` });
      }
      if (!street.district) continue;
      const text = street.district.toUpperCase();
      for (const at of [0.82, 0.68, 0.92]) {
        const place = alongSegment(a, b, at, FONT.district * Math.min(units, 1.8) * 1.4);
        const label = makeLabel(
          `district-${text}-${street.name}-${at}`,
          'district',
          text,
          { ...place, angle: 0 },
          units,
        );
        districts.push({ ...label, group: `district-${text}` });
      }
    }
    candidates.push(...districts);
    const inView = candidates.filter(
      ({ box }) => box.left >= 0 && box.top >= 0 && box.right <= SIZE.width && box.bottom <= SIZE.height,
    );
    return withoutOverlaps(inView, reserved);
  }, [markerPoint, markerLabel, clusters, zoneRings, streetLines, units]);

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
        {zoneRings.map(({ zone, points }) => (
          <polygon
            key={zone.id}
            data-zone-id={zone.id}
            points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
            fill={zone.color}
            fillOpacity={MAP_ZONE_FILL_OPACITY}
            stroke={zone.color}
            strokeWidth={2}
          >
            {zone.name && <title>{zone.name}</title>}
          </polygon>
        ))}
        <g className={styles.streets}>
          {streetLines.map(({ street, points }) => {
            const d = points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('');
            return (
              <g key={street.name} data-street={street.name}>
                <path d={d} className={styles.streetCasing} strokeWidth={7 * units} />
                <path d={d} className={styles.street} strokeWidth={5 * units} />
              </g>
            );
          })}
        </g>
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
                <circle cx={x} cy={y} r={18 * Math.min(units, 1.6)} />
                <text
                  x={x}
                  y={y + 5 * Math.min(units, 1.6)}
                  textAnchor="middle"
                  fontSize={14 * Math.min(units, 1.6)}
                >
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
              <circle cx={x} cy={y} r={(selected ? 12 : 9) * units} />
            </g>
          );
        })}
        <g className={styles.labels}>
          {labels.map((label) => (
            <text
              key={label.key}
              data-label={label.kind}
              className={styles[`${label.kind}Label`]}
              x={label.at.x}
              y={label.at.y}
              fontSize={label.size}
              textAnchor="middle"
              dominantBaseline="middle"
              transform={
                label.at.angle
                  ? `rotate(${label.at.angle.toFixed(1)} ${label.at.x} ${label.at.y})`
                  : undefined
              }
            >
              {label.text}
            </text>
          ))}
        </g>
        {markerPoint && (
          <g
            className={styles.marker}
            data-marker="true"
            aria-label={markerLabel ?? undefined}
            transform={`translate(${markerPoint.x} ${markerPoint.y}) scale(${units})`}
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
