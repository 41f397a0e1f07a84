import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldFrame, fieldA11y } from './field';
import styles from './field.module.css';
import { useFieldIds } from './use-field-ids';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  labelHidden?: boolean;
  hint?: ReactNode;
  /** The message under the field, or `true` to mark it invalid without one. */
  error?: ReactNode;
  invalid?: boolean;
  errorTestId?: string;
  className?: string;
  textAreaClassName?: string;
}

/** A labelled multi-line input (comments, questions); works with `register` like TextField. */
export function TextArea({
  label,
  labelHidden,
  hint,
  error,
  invalid,
  errorTestId,
  className,
  textAreaClassName,
  id,
  required,
  rows = 4,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      labelHidden={labelHidden}
      required={required}
      hint={hint}
      error={error}
      errorTestId={errorTestId}
      className={className}
    >
      <textarea
        {...rest}
        {...fieldA11y(ids, { error, hint, invalid, describedBy: extraDescribedBy })}
        id={ids.controlId}
        rows={rows}
        aria-required={required || undefined}
        className={cx(styles.control, styles.multiline, textAreaClassName)}
      />
    </FieldFrame>
  );
}
