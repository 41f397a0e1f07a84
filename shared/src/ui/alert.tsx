import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './alert.module.css';
import { cx } from './class-names';
import { iconButtonClass } from './icon-button';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link under the text ("Retry", "Choose another time"). */
  action?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /**
   * How it is announced when it appears: `assertive` (role alert, for errors and warnings),
   * `polite` (role status, for info and success) or `off` for a notice that is there from the start.
   */
  live?: 'assertive' | 'polite' | 'off';
  className?: string;
  'data-testid'?: string;
}

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert } as const;

/** A message block: cart top messages, free-delivery notices, a failed payment (spec §2, §4). */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  live,
  className,
  'data-testid': testId,
}: AlertProps) {
  const { t } = useTranslation('common');
  const Icon = ICONS[tone];
  const mode = live ?? (tone === 'error' || tone === 'warning' ? 'assertive' : 'polite');
  const role = mode === 'assertive' ? 'alert' : mode === 'polite' ? 'status' : undefined;
  return (
    <div
      role={role}
      className={cx(styles.alert, styles[tone], className)}
      data-tone={tone}
      data-testid={testId}
    >
      <Icon className={styles.icon} size={20} aria-hidden="true" focusable="false" />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={cx(iconButtonClass, styles.dismiss)}
          onClick={onDismiss}
          aria-label={t('ui.alert.dismiss')}
        >
          <X size={20} aria-hidden="true" focusable="false" />
        </button>
      )}
    </div>
  );
}
