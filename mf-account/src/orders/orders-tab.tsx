import { testIds } from '@storefront/shared/qa';
import { Alert, Button, Skeleton } from '@storefront/shared/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OrderCard } from './order-card';
import styles from './orders.module.css';
import { paginationState, readPage } from './pagination';
import { RepeatNotice } from './repeat-notice';
import { useOrderActions } from './use-order-actions';
import { useUserOrders } from './use-orders';

/** The orders tab (spec §2): orders under date headings, prev/next pages, 'not found' when none. */
export function OrdersTab({ basePath }: { basePath: string }) {
  const { t, i18n } = useTranslation('account');
  const [search, setSearch] = useSearchParams();
  const page = readPage(search.get('page'));
  const orders = useUserOrders(page);
  const actions = useOrderActions(basePath);
  const groups = orders.data?.page === page ? orders.data.orders : [];
  const count = groups.reduce((sum, group) => sum + group.orders.length, 0);
  const pages = paginationState({
    page,
    count,
    hasMore: orders.isPlaceholderData ? undefined : orders.data?.has_more,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

  const goTo = (next: number) => {
    const params = new URLSearchParams(search);
    if (next <= 1) params.delete('page');
    else params.set('page', String(next));
    setSearch(params);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.tab}>
      {actions.report && <RepeatNotice report={actions.report} onContinue={actions.toCart} />}
      {orders.isPending ? (
        <Skeleton height={148} />
      ) : orders.isError && !orders.data ? (
        <Alert tone="error">{orders.error.message}</Alert>
      ) : count === 0 && !orders.isPlaceholderData ? (
        <Alert tone="info">{t('orderHistory.notFound')}</Alert>
      ) : (
        groups.map((group) => (
          <section key={group.date} className={styles.group}>
            <h3 className={styles.date}>{dateFormat.format(new Date(`${group.date}T12:00:00`))}</h3>
            {group.orders.map((order) => (
              <OrderCard
                key={order.order_id}
                order={order}
                basePath={basePath}
                busy={actions.busy?.orderId === order.order_id ? actions.busy.action : null}
                locked={actions.busy !== null && actions.busy.orderId !== order.order_id}
                onCancel={(item) => actions.cancel(item)}
                onRepeat={(item) => void actions.repeat(item)}
              />
            ))}
          </section>
        ))
      )}
      {!orders.isPending && (page > 1 || count > 0) && (
        <nav className={styles.pages} aria-label={t('orderHistory.pages')}>
          <Button
            variant="secondary"
            size="s"
            disabled={pages.prevDisabled}
            onClick={() => goTo(page - 1)}
            data-testid={testIds.account.ordersPrev}
          >
            <ChevronLeft aria-hidden="true" size={18} />
            {t('orderHistory.prev')}
          </Button>
          <span className={styles.pageLabel}>{t('orderHistory.page', { page })}</span>
          <Button
            variant="secondary"
            size="s"
            disabled={pages.nextDisabled}
            onClick={() => goTo(page + 1)}
            data-testid={testIds.account.ordersNext}
          >
            {t('orderHistory.next')}
            <ChevronRight aria-hidden="true" size={18} />
          </Button>
        </nav>
      )}
    </div>
  );
}
