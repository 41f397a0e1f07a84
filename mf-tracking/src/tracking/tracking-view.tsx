import { dateSlot, scheduledStart } from '@storefront/shared/domain';
import { useSettings } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';
import { backLinkClass } from '@storefront/shared/ui';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CancelOrder } from '../actions/cancel-order';
import { RepeatOrder } from '../actions/repeat-order';
import { useCourierLocation, useOrderDetails, useOrderStatus } from '../api/queries';
import { cityZones } from '../courier/city-zones';
import { CourierPanel } from '../courier/courier-panel';
import { formatClockTime } from '../courier/format-time';
import { OrderSummaryLine } from '../order/order-summary-line';
import { ProductList } from '../order/product-list';
import { hasCourier } from '../status/polling';
import { StatusAnnouncer } from '../status/status-announcer';
import { StatusBar } from '../status/status-bar';
import { offersCancel, offersRepeat } from '../status/status-rules';
import { TrackingProblem } from './tracking-problem';
import { TrackingSkeleton } from './tracking-skeleton';
import styles from './tracking-view.module.css';

export interface TrackingViewProps {
  orderId: number;
  basePath: string;
}

/** Spec §2 Order tracking: status bar, courier map while sent, actions, and the order's products. */
export function TrackingView({ orderId, basePath }: TrackingViewProps) {
  const { t, i18n } = useTranslation('tracking');
  const city = useLocationStore((state) => state.city);
  const timeZone = city?.timezone ?? null;
  const zones = useMemo(() => cityZones(city), [city]);
  const fractional = useSettings().data?.enable_fractional_prices ?? false;
  const statusQuery = useOrderStatus(orderId);
  const details = useOrderDetails(orderId);
  const status = statusQuery.data;
  const courier = useCourierLocation(orderId, status);

  if (!status) {
    if (statusQuery.isPending) return <TrackingSkeleton />;
    return <TrackingProblem error={statusQuery.error} onRetry={() => void statusQuery.refetch()} />;
  }

  const alias = status.status.alias;
  const order = details.data;
  const sent = hasCourier(alias, status.order_type);
  const eta = sent && courier ? formatClockTime(courier.arrives_at, i18n.language, timeZone) : null;
  // The API says who may act (a visitor who found the order by phone and number may follow it, not
  // change or repeat it); the status says what this page offers.
  const canCancel = status.can_cancel && offersCancel(alias);
  const canRepeat = status.can_repeat && offersRepeat(alias);
  const laterInterval = Boolean(order?.interval && Date.parse(order.interval.start) > Date.now());
  const start = order?.interval && timeZone ? scheduledStart(order.interval.start, timeZone) : null;
  const scheduled = start
    ? {
        time: start.time,
        day:
          start.day === 'today'
            ? t('scheduledCooking.today')
            : start.day === 'tomorrow'
              ? t('scheduledCooking.tomorrow')
              : dateSlot(start.date, start.date, i18n.language).formatted_string,
      }
    : null;

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <Link to={basePath || '/'} className={backLinkClass}>
          <ArrowLeft aria-hidden="true" size={18} focusable="false" />
          {t('trackingView.toMenu')}
        </Link>
        <h1 className={styles.title}>{t('page.orderTitle', { orderId })}</h1>
        {order && <OrderSummaryLine order={order} />}
      </header>
      <div className={styles.main}>
        <StatusBar status={status} laterInterval={laterInterval} scheduled={scheduled} />
        <StatusAnnouncer alias={alias} eta={eta} />
        {sent && <CourierPanel courier={courier} order={order} eta={eta} zones={zones} />}
        {(canCancel || canRepeat) && (
          <div className={styles.actions}>
            {canCancel && <CancelOrder orderId={orderId} basePath={basePath} />}
            {canRepeat && <RepeatOrder orderId={orderId} basePath={basePath} />}
          </div>
        )}
      </div>
      {order && (
        <div className={styles.side}>
          <ProductList
            order={order}
            currency={city?.prices.currency ?? order.currency}
            fractional={fractional}
          />
        </div>
      )}
    </div>
  );
}
