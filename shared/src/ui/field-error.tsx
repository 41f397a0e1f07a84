import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './field-error.module.css';

export interface FieldErrorProps {
  /** Referenced by the control's `aria-describedby`. */
  id?: string;
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * An error under its field, in the error colour with an icon (DESIGN.md forms). The control points
 * at it with `aria-describedby` and says `aria-invalid`, so it is read when the field is focused.
 */
export function FieldError({ id, children, className, 'data-testid': testId }: FieldErrorProps) {
  if (!isShownMessage(children)) return null;
  return (
    <p id={id} className={cx(styles.error, className)} data-testid={testId}>
      <CircleAlert className={styles.icon} size={16} aria-hidden="true" focusable="false" />
      <span>{children}</span>
    </p>
  );
}

/** A message worth rendering: not empty, and not a bare `true` ("invalid, no message"). */
export function isShownMessage(message: ReactNode): boolean {
  return message !== undefined && message !== null && typeof message !== 'boolean' && message !== '';
}
