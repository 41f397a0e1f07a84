import type { OrderRead } from '@storefront/shared/contract';
import { MapPin, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './order-summary-line.module.css';

/**
 * How the order is received: the delivery address, or the shop it is collected from. A guest's lookup
 * gets a delivery order without its address: it is still named a delivery (never the shop's pickup).
 */
export function OrderSummaryLine({ order }: { order: OrderRead }) {
  const { t } = useTranslation('tracking');
  const address = order.delivery_address;
  if (order.order_type === 'delivery' && address) {
    const line = address.room ? `${address.address}, ${address.room}` : address.address;
    return (
      <p className={styles.line}>
        <MapPin aria-hidden="true" size={16} focusable="false" />
        {t('trackingView.deliveryTo', { address: line })}
      </p>
    );
  }
  if (order.order_type === 'delivery')
    return (
      <p className={styles.line}>
        <MapPin aria-hidden="true" size={16} focusable="false" />
        {t('trackingView.delivery')}
      </p>
    );
  if (order.shop)
    return (
      <p className={styles.line}>
        <Store aria-hidden="true" size={16} focusable="false" />
        {t('trackingView.pickupAt', { shop: `${order.shop.name}, ${order.shop.address}` })}
      </p>
    );
  return null;
}
