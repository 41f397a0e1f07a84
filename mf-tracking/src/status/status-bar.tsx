import type { OrderStatusResponse } from '@storefront/shared/contract';
import { TRACKING_STATUS_ATTRIBUTE, testIds } from '@storefront/shared/qa';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './status-bar.module.css';
import { statusInfoKey } from './status-rules';
import { statusSteps } from './status-steps';
import { StatusStepsView } from './status-steps-view';

export interface StatusBarProps {
  status: OrderStatusResponse;
  /** The order waits for a chosen slot that has not begun. */
  laterInterval: boolean;
  /** When that slot is due (city time), so the page says when cooking starts. */
  scheduled?: { time: string; day: string } | null;
}

/** Spec §2: the status bar — a title, a description and the status icons. */
export function StatusBar({ status, laterInterval, scheduled = null }: StatusBarProps) {
  const { t } = useTranslation('tracking');
  const titleId = useId();
  const alias = status.status.alias;
  return (
    <section
      className={styles.bar}
      data-testid={testIds.tracking.status}
      {...{ [TRACKING_STATUS_ATTRIBUTE]: alias }}
      aria-labelledby={titleId}
    >
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {t(`statuses.${alias}`)}
        </h2>
        <p className={styles.description}>
          {scheduled && alias === 'accepted'
            ? t('scheduledCooking.startsFor', scheduled)
            : t(`statusInfo.${statusInfoKey(alias, status.order_type, laterInterval)}`)}
        </p>
      </div>
      <StatusStepsView steps={statusSteps(alias, status.order_type)} />
    </section>
  );
}
