import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';
import { FieldError, isShownMessage } from './field-error';
import { RequiredMark } from './required-mark';
import { describedBy, type FieldIds } from './use-field-ids';
import { VisuallyHidden } from './visually-hidden';

export interface FieldFrameProps {
  ids: FieldIds;
  label?: ReactNode;
  /** Keep the label for screen readers only (a search box with a visible icon, say). */
  labelHidden?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  errorTestId?: string;
  className?: string;
  children: ReactNode;
}

/** The look of a text-like control (border, padding, focus ring), for fields built outside the kit. */
export const fieldControlClass = styles.control;

/** Label above, control, then hint and error below: the layout every text-like field shares. */
export function FieldFrame({
  ids,
  label,
  labelHidden = false,
  required = false,
  hint,
  error,
  errorTestId,
  className,
  children,
}: FieldFrameProps) {
  const text = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  return (
    <div className={cx(styles.field, className)}>
      {label !== undefined && (
        <label id={ids.labelId} htmlFor={ids.controlId} className={styles.label}>
          {labelHidden ? <VisuallyHidden>{text}</VisuallyHidden> : text}
        </label>
      )}
      {children}
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} data-testid={errorTestId}>
        {error}
      </FieldError>
    </div>
  );
}

/**
 * The invalid flag and `aria-describedby` of a field's control. `error` may be a message, or `true`
 * for "invalid without a message" (spec §5: the profile shows server errors without text).
 */
export function fieldA11y(
  ids: FieldIds,
  {
    error,
    hint,
    invalid,
    describedBy: extra,
  }: { error?: ReactNode; hint?: ReactNode; invalid?: boolean; describedBy?: string },
) {
  const isInvalid = invalid ?? (error !== undefined && error !== null && error !== false && error !== '');
  return {
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': describedBy(
      extra,
      hint ? ids.hintId : undefined,
      isShownMessage(error) && ids.errorId,
    ),
  } as const;
}
