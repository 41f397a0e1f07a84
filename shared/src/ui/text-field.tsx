import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldFrame, fieldA11y } from './field';
import styles from './field.module.css';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  labelHidden?: boolean;
  hint?: ReactNode;
  /** The message under the field, or `true` to mark it invalid without one. */
  error?: ReactNode;
  /** Overrides the invalid state that `error` implies. */
  invalid?: boolean;
  /** Test id for the error message (QA-CONTRACT ids such as `address-error`). */
  errorTestId?: string;
  /** Class of the wrapper (label, control, messages); `inputClassName` styles the input. */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled text input. Every input attribute passes through, and `ref` reaches the input, so
 * `<TextField label="Имя" {...register('name')} error={errors.name?.message} />` just works.
 * `required` draws the star and says `aria-required`; it does not turn on the browser's own
 * validation bubbles, so forms keep their messages under the field.
 */
export function TextField({
  label,
  labelHidden,
  hint,
  error,
  invalid,
  errorTestId,
  className,
  inputClassName,
  id,
  required,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
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
      <input
        {...rest}
        {...fieldA11y(ids, { error, hint, invalid, describedBy: extraDescribedBy })}
        id={ids.controlId}
        type={type}
        aria-required={required || undefined}
        className={cx(styles.control, inputClassName)}
      />
    </FieldFrame>
  );
}
