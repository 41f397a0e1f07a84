import type { OrderSummary } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useMoney } from '@storefront/shared/query';
import { Button, ConfirmInline } from '@storefront/shared/ui';
import { ChevronDown, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OrderComposition } from './order-composition';
import styles from './orders.module.css';

export interface OrderCardProps {
  order: OrderSummary;
  basePath: string;
  busy: 'cancel' | 'repeat' | null;
  /** Another order's action is running: this card's buttons wait. */
  locked: boolean;
  /** Runs once the customer said yes; the question closes when it settles. */
  onCancel(order: OrderSummary): Promise<unknown>;
  onRepeat(order: OrderSummary): void;
}

/** Status styling (spec §2): canceled, or success once done; the rest are on their way. */
function tone(alias: string): 'canceled' | 'success' | 'active' {
  if (alias === 'canceled') return 'canceled';
  return alias === 'done' ? 'success' : 'active';
}

/**
 * One order (spec §2 orders tab): number, status, how it is received, total; the composition
 * toggle; a track link while it is trackable; repeat when it is over; cancel while it is accepted.
 */
export function OrderCard({ order, basePath, busy, locked, onCancel, onRepeat }: OrderCardProps) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const compositionId = useId();
  const id = order.order_id;
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(order.created_at),
  );

  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid={testIds.account.orderCard(id)}>
      <div className={styles.cardHead}>
        <h4 id={titleId} className={styles.number}>
          {t('orderHistory.number', { id })}
        </h4>
        <span className={styles.status} data-tone={tone(order.status.alias)}>
          {order.status.name}
        </span>
      </div>
      <p className={styles.meta}>
        <MapPin aria-hidden="true" size={16} />
        <span>
          {`${t(`common:orderTypes.${order.order_type}`)} · ${order.receiving}`}
          <span className={styles.time}>{` · ${time}`}</span>
        </span>
      </p>
      <p className={styles.sum}>
        <span>{t('orderHistory.total')}</span>
        <strong className={styles.money}>{money.format(order.prices.total, order.currency)}</strong>
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={compositionId}
          onClick={() => setOpen((value) => !value)}
          data-testid={testIds.account.orderComposition(id)}
        >
          {t('orderHistory.showComposition')}
          <ChevronDown aria-hidden="true" size={18} className={open ? styles.chevronOpen : styles.chevron} />
        </button>
        {order.is_trackable && (
          <Link to={`${basePath}/order/${id}/tracking`} className={styles.track}>
            {t('orderHistory.track')}
          </Link>
        )}
        {order.can_repeat && (
          <Button
            size="s"
            loading={busy === 'repeat'}
            disabled={locked}
            onClick={() => onRepeat(order)}
            data-testid={testIds.account.orderRepeat(id)}
          >
            {t('orderHistory.repeat')}
          </Button>
        )}
        {order.can_cancel && (
          // Asked twice, as on the tracking page: a stray tap must not lose a dinner.
          <ConfirmInline
            size="s"
            label={t('orderHistory.cancel')}
            question={t('orderCancel.question', { id })}
            yes={t('orderCancel.yes')}
            no={t('orderCancel.no')}
            busy={busy === 'cancel'}
            disabled={locked}
            onConfirm={() => onCancel(order)}
            data-testid={testIds.account.orderCancel(id)}
          />
        )}
      </div>
      {open && <OrderComposition order={order} id={compositionId} />}
    </article>
  );
}
