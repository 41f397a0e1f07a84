import { Check } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './checkbox.module.css';
import { cx } from './class-names';
import { fieldA11y } from './field';
import { FieldError } from './field-error';
import { RequiredMark } from './required-mark';
import { useFieldIds } from './use-field-ids';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** The text beside the box; may hold links (the privacy policy). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  errorTestId?: string;
  className?: string;
}

/**
 * A checkbox with its label to the right and the whole row as the tap target. Works with
 * `register` (`<Checkbox label={…} {...register('privacy')} />`) and as a controlled input.
 */
export function Checkbox({
  label,
  hint,
  error,
  invalid,
  errorTestId,
  className,
  id,
  required,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.row} htmlFor={ids.controlId}>
        <span className={styles.box}>
          <input
            {...rest}
            {...fieldA11y(ids, { error, hint, invalid, describedBy: extraDescribedBy })}
            id={ids.controlId}
            type="checkbox"
            aria-required={required || undefined}
            className={styles.input}
          />
          <Check className={styles.check} size={16} strokeWidth={3} aria-hidden="true" focusable="false" />
        </span>
        <span className={styles.label}>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} className={styles.error} data-testid={errorTestId}>
        {error}
      </FieldError>
    </div>
  );
}
