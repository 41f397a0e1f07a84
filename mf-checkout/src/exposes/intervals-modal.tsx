// IntervalsModal (spec §2 confirm type): every interval of the chosen date; a full one reads
// 'This interval is unavailable' (spec §8). Choosing sends it (the cart reloads) and closes.
import '../i18n';
import type { Interval } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import formStyles from '../form/checkout-form.module.css';
import styles from './page.module.css';

export interface IntervalsModalProps {
  onClose(): void;
  intervals?: Interval[];
  selected?: string | null;
  onChoose?: (interval: Interval) => void;
}

export default function IntervalsModal({
  onClose,
  intervals = [],
  selected = null,
  onChoose,
}: IntervalsModalProps) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <section className={styles.page}>
      <h2 className={styles.title}>{t('intervals.title')}</h2>
      <div className={formStyles.chips}>
        {intervals.map((interval) => (
          <button
            key={interval.id}
            type="button"
            aria-pressed={interval.id === selected}
            disabled={interval.disabled}
            title={interval.disabled ? t('times.unavailable') : undefined}
            className={formStyles.chip}
            data-testid={testIds.checkout.intervalOption(interval.id)}
            onClick={() => {
              onChoose?.(interval);
              onClose();
            }}
          >
            {interval.title}
            {interval.disabled && <span className={styles.lead}> · {t('times.unavailable')}</span>}
          </button>
        ))}
      </div>
      <Button variant="secondary" onClick={onClose}>
        {t('common:actions.close')}
      </Button>
    </section>
  );
}
