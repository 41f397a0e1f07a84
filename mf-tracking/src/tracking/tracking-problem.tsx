import { isApiError } from '@storefront/shared/api';
import { useModalStore } from '@storefront/shared/stores';
import { Alert, Button } from '@storefront/shared/ui';
import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './tracking-view.module.css';

export interface TrackingProblemProps {
  /** The status call's failure; null for an order id that cannot exist. */
  error: unknown;
  onRetry(): void;
}

/**
 * An order this visitor cannot see (404: missing, or made in another browser) offers the lookup by
 * phone and number; any other failure offers a retry.
 */
export function TrackingProblem({ error, onRetry }: TrackingProblemProps) {
  const { t } = useTranslation(['tracking', 'common']);
  const open = useModalStore((state) => state.open);
  const missing = error === null || (isApiError(error) && error.status === 404);
  if (missing)
    return (
      <div className={styles.problem}>
        <PackageSearch aria-hidden="true" size={48} focusable="false" className={styles.problemIcon} />
        <h1 className={styles.problemTitle}>{t('title')}</h1>
        <p className={styles.problemText}>{t('trackingView.notFound')}</p>
        <Button onClick={() => open('UserOrderModal')}>{t('trackingView.lookup')}</Button>
      </div>
    );
  return (
    <Alert
      tone="error"
      live="assertive"
      title={t('trackingView.loadFailed')}
      action={
        <Button variant="secondary" size="s" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      {isApiError(error) && error.isNetworkError ? t('trackingView.network') : null}
    </Alert>
  );
}
