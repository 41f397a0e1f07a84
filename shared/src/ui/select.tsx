import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { FieldFrame, fieldA11y } from './field';
import fieldStyles from './field.module.css';
import styles from './select.module.css';
import { useFieldIds } from './use-field-ids';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size' | 'multiple'> {
  label: ReactNode;
  labelHidden?: boolean;
  /** The choices; or pass `<option>` children instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice shown while nothing is picked (value ''). Not offered again once picked. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  errorTestId?: string;
  className?: string;
  selectClassName?: string;
}

/**
 * A labelled native select: the phone's own picker on mobile, full keyboard support everywhere.
 * Works with `register` like TextField (`<Select label="Пол" options={…} {...register('sex')} />`).
 */
export function Select({
  label,
  labelHidden,
  options,
  placeholder,
  hint,
  error,
  invalid,
  errorTestId,
  className,
  selectClassName,
  id,
  required,
  children,
  value,
  defaultValue,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id);
  // Without this a browser shows the first enabled option, not the placeholder.
  const initial =
    value === undefined && defaultValue === undefined && placeholder !== undefined ? '' : defaultValue;
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
      <div className={styles.wrap}>
        <select
          {...rest}
          {...fieldA11y(ids, { error, hint, invalid, describedBy: extraDescribedBy })}
          id={ids.controlId}
          value={value}
          defaultValue={initial}
          aria-required={required || undefined}
          className={cx(fieldStyles.control, styles.select, selectClassName)}
        >
          {placeholder !== undefined && (
            <option value="" disabled hidden={required}>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDown className={styles.chevron} size={20} aria-hidden="true" focusable="false" />
      </div>
    </FieldFrame>
  );
}
