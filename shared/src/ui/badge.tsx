import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './badge.module.css';
import { cx } from './class-names';
import { VisuallyHidden } from './visually-hidden';

export type BadgeTone = 'accent' | 'brand' | 'neutral' | 'success' | 'error';

export interface BadgeProps {
  /** A discount badge: shows `−20%`, reads "Discount 20%". */
  percent?: number;
  /** Any other short label (used when `percent` is absent). */
  children?: ReactNode;
  /** Defaults to the accent colour for a discount, neutral otherwise. */
  tone?: BadgeTone;
  className?: string;
  'data-testid'?: string;
}

/** A small pill on a card or in a modal: the discount percent (spec §2) or a short status word. */
export function Badge({ percent, children, tone, className, 'data-testid': testId }: BadgeProps) {
  const { t } = useTranslation('common');
  const isDiscount = percent !== undefined;
  const shown = isDiscount ? Math.round(percent) : 0;
  return (
    <span
      className={cx(styles.badge, styles[tone ?? (isDiscount ? 'accent' : 'neutral')], className)}
      data-testid={testId}
    >
      {isDiscount ? (
        <>
          <span aria-hidden="true">{`\u2212${shown}%`}</span>
          <VisuallyHidden>{t('ui.badge.discount', { percent: shown })}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </span>
  );
}
