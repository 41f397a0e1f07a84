import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 's' | 'm' | 'l';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, for screen readers; defaults to "Loading…" in the current language. */
  label?: string;
  /** Inside something that already says it is busy (a Button with aria-busy): hide it from AT. */
  decorative?: boolean;
  className?: string;
}

/** A rotating ring in the current text colour. Announces itself as a status unless decorative. */
export function Spinner({ size = 'm', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const ring = (
    <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) {
    return (
      <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true" data-size={size}>
        {ring}
      </span>
    );
  }
  return (
    <span className={cx(styles.spinner, styles[size], className)} role="status" data-size={size}>
      {ring}
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </span>
  );
}
