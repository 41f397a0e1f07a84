import type { CourierLocationResponse, OrderRead } from '@storefront/shared/contract';
import { type MapShop, type MapZone, StorefrontMap } from '@storefront/shared/maps';
import { testIds } from '@storefront/shared/qa';
import { Clock } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './courier-panel.module.css';
import { routeBounds } from './route-bounds';

export interface CourierPanelProps {
  /** The courier's last position; null hides the marker (spec §7: a non-200 hides the courier). */
  courier: CourierLocationResponse | null;
  /** The order's kitchen and door, when the details have loaded. */
  order: OrderRead | undefined;
  /** The expected arrival as a clock time, or null. */
  eta: string | null;
  /** The city's delivery zones, drawn under the ride for orientation. */
  zones?: readonly MapZone[];
}

const STREET_ZOOM = 14;

/** Spec §2: the courier map while the order is sent, with the expected arrival above it. */
export function CourierPanel({ courier, order, eta, zones }: CourierPanelProps) {
  const { t, i18n } = useTranslation('tracking');
  const headingId = useId();
  const environment = useMemo(() => ({ apiKey: null, language: i18n.language }), [i18n.language]);
  const kitchen = order?.shop ?? null;
  const door = order?.delivery_address?.coordinates ?? null;
  const bbox = useMemo(
    () => routeBounds([kitchen?.coordinates, door, kitchen || door ? null : courier?.coordinates]),
    [kitchen, door, courier?.coordinates],
  );
  const shops = useMemo<MapShop[]>(
    () => (kitchen ? [{ id: kitchen.id, name: kitchen.name, coordinates: kitchen.coordinates }] : []),
    [kitchen],
  );
  const center = courier?.coordinates ?? door ?? kitchen?.coordinates;
  const percent = courier ? Math.round(courier.progress * 100) : null;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('trackingView.mapLabel')}
        </h2>
        {eta && (
          <p className={styles.eta}>
            <Clock aria-hidden="true" size={18} focusable="false" />
            {t('trackingView.eta', { time: eta })}
          </p>
        )}
      </div>
      {percent !== null && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('trackingView.route')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className={styles.progressFill} style={{ width: `${percent}%` }} />
        </div>
      )}
      {center && (
        // Remounted when the view becomes known: the map keeps the view it started with.
        <StorefrontMap
          key={bbox ? bbox.flat().join(',') : 'courier'}
          environment={environment}
          center={center}
          zoom={STREET_ZOOM}
          bbox={bbox ?? undefined}
          shops={shops}
          zones={zones}
          cityId={order?.city_id}
          marker={courier?.coordinates ?? null}
          label={t('trackingView.mapLabel')}
          className={styles.map}
          testId={courier ? testIds.tracking.courierMarker : undefined}
        />
      )}
    </section>
  );
}
