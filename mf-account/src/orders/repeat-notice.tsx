import { useMoney } from '@storefront/shared/query';
import { Alert, Button } from '@storefront/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';
import type { RepeatReport } from './repeat-report';

/** Before the cart: what of a repeated order is gone and what costs something else now. */
export function RepeatNotice({ report, onContinue }: { report: RepeatReport; onContinue(): void }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    root.current?.scrollIntoView?.({ block: 'nearest' });
    root.current?.focus();
  }, []);

  return (
    <div ref={root} tabIndex={-1} className={styles.notice}>
      <Alert tone="warning" title={t('orderHistory.changedTitle')} live="polite">
        {report.gone.length > 0 && (
          <>
            <p className={styles.noticeHead}>{t('orderHistory.gone')}</p>
            <ul className={styles.noticeList}>
              {report.gone.map((line) => (
                <li key={`${line.id}-${line.reason}`}>{`${line.name} — ${line.message}`}</li>
              ))}
            </ul>
          </>
        )}
        {report.repriced.length > 0 && (
          <>
            <p className={styles.noticeHead}>{t('orderHistory.repriced')}</p>
            <ul className={styles.noticeList}>
              {report.repriced.map((line) => (
                <li key={line.key}>
                  {t('orderHistory.repricedLine', {
                    name: line.name,
                    old: money.format(line.oldPrice),
                    new: money.format(line.newPrice),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
        <Button onClick={onContinue}>{t('orderHistory.toCart')}</Button>
      </Alert>
    </div>
  );
}
