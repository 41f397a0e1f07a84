import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import styles from './counter.module.css';

export type CounterSize = 's' | 'm' | 'l';

export interface CounterProps {
  value: number;
  /** The next count: value − step or value + step, kept within min and max. */
  onChange(next: number): void;
  /** Minus is disabled at this count (spec §4: never below 0). */
  min?: number;
  /** Plus is disabled once the count reaches it (spec §4: 100 − sale_multiplicity). */
  max?: number;
  step?: number;
  /** Both buttons off (spec §2: while the cart is fetching or processing). */
  disabled?: boolean;
  /** Like disabled, and says the region is busy. */
  loading?: boolean;
  size?: CounterSize;
  /** What is being counted, for screen readers: the product name. */
  label?: string;
  /** QA test ids (QA-CONTRACT: product-minus-{id}, product-count-{id}, product-plus-{id}). */
  testIds?: { minus?: string; count?: string; plus?: string };
  className?: string;
}

/**
 * Minus, count, plus (spec §4 product counter), each button a 44 px target with its own name. A
 * button that cannot act says `aria-disabled` and ignores presses instead of going `disabled`, so
 * focus stays on it while the cart is processing or after plus reaches the cap.
 */
export function Counter({
  value,
  onChange,
  min = 0,
  max,
  step = 1,
  disabled = false,
  loading = false,
  size = 'm',
  label,
  testIds,
  className,
}: CounterProps) {
  const { t } = useTranslation('common');
  const off = disabled || loading;
  const canDecrease = !off && value > min;
  const canIncrease = !off && (max === undefined || value < max);
  const named = (action: string) => (label ? `${action}: ${label}` : action);

  return (
    <fieldset
      aria-label={label ?? t('ui.counter.group')}
      aria-busy={loading || undefined}
      className={cx(styles.counter, styles[size], loading && styles.busy, className)}
      data-size={size}
    >
      <button
        type="button"
        className={styles.button}
        aria-label={named(t('ui.counter.decrease'))}
        aria-disabled={!canDecrease || undefined}
        onClick={() => canDecrease && onChange(Math.max(min, value - step))}
        data-testid={testIds?.minus}
      >
        <Minus size={20} aria-hidden="true" focusable="false" />
      </button>
      <span className={styles.count} aria-live="polite" aria-atomic="true" data-testid={testIds?.count}>
        {value}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label={named(t('ui.counter.increase'))}
        aria-disabled={!canIncrease || undefined}
        onClick={() =>
          canIncrease && onChange(max === undefined ? value + step : Math.min(max, value + step))
        }
        data-testid={testIds?.plus}
      >
        <Plus size={20} aria-hidden="true" focusable="false" />
      </button>
    </fieldset>
  );
}
