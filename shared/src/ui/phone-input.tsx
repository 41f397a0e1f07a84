import {
  caretAfterNationalDigits,
  findPhoneMask,
  formatNationalPhone,
  isPhoneComplete,
  maskPhoneInput,
  nationalDigits,
  type PhoneMaskRule,
  phoneDigits,
  phonePlaceholder,
  pickPhoneMask,
} from '@storefront/shared/domain';
import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type ReactNode,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from './class-names';
import { FieldFrame, fieldA11y } from './field';
import fieldStyles from './field.module.css';
import { readStored, writeStored } from './local-storage';
import { mergeRefs } from './merge-refs';
import { PhoneCountrySelect } from './phone-country-select';
import styles from './phone-input.module.css';
import { setInputValue } from './set-input-value';
import { useFieldIds } from './use-field-ids';

/** Where the chosen country of the mask dropdown is remembered (with the `storefront:` prefix). */
export const PHONE_COUNTRY_STORAGE_KEY = 'phone-country';

export interface PhoneValue {
  /** As shown: `+7 (916) 123-45-67`. */
  value: string;
  /** As sent (spec §5): `79161234567`. */
  digits: string;
  /** Every slot of the mask is filled. */
  complete: boolean;
  mask: PhoneMaskRule;
}

export interface PhoneInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'size'> {
  label: ReactNode;
  labelHidden?: boolean;
  /** The city's `phone_masks`; none → the RU `+7 (###) ###-##-##` mask. More than one → a country dropdown. */
  masks?: readonly PhoneMaskRule[];
  /** The country whose mask to start with when nothing is remembered (settings `country_code`). */
  countryCode?: string | null;
  /** Controlled value: masked text or a stored phone in digits or E.164 (shown masked). */
  value?: string;
  defaultValue?: string;
  /** Called with every change; the event's input already holds the masked text. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The same change, read for you: masked value, digits to send, completeness and mask. */
  onPhoneChange?: (phone: PhoneValue) => void;
  /** A new country was picked in the dropdown. */
  onMaskChange?: (mask: PhoneMaskRule) => void;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  errorTestId?: string;
  /** Spec §5: the phone is required (star) unless said otherwise. */
  required?: boolean;
  className?: string;
  inputClassName?: string;
}

function initialCountry(
  masks: readonly PhoneMaskRule[],
  value: string | undefined,
  countryCode: string | null | undefined,
): string | undefined {
  const known = (code: string | null | undefined) =>
    code && masks.some((mask) => mask.country_code === code) ? code : undefined;
  return (
    findPhoneMask(value, masks)?.country_code ??
    (masks.length > 1 ? known(readStored(PHONE_COUNTRY_STORAGE_KEY)) : undefined) ??
    known(countryCode) ??
    masks[0]?.country_code
  );
}

/**
 * A phone field masked by the city's phone masks (spec §5). Typing `89161234567`, `+8 916…` or
 * `9161234567` all end as `+7 (916) 123-45-67`; the value sent is `phoneDigits(value)`. With more
 * than one mask (Turkey) a country dropdown picks the mask and is remembered in local storage.
 *
 * Works controlled (`value` + `onChange`) and with react-hook-form: `{...register('phone')}` (the
 * ref reaches the input; values set through `reset` should be masked, e.g. with `formatPhone`).
 */
export function PhoneInput({
  label,
  labelHidden,
  masks = [],
  countryCode,
  value,
  defaultValue,
  onChange,
  onPhoneChange,
  onMaskChange,
  onFocus,
  onBlur,
  hint,
  error,
  invalid,
  errorTestId,
  required = true,
  className,
  inputClassName,
  id,
  ref,
  placeholder,
  disabled,
  readOnly,
  'aria-describedby': extraDescribedBy,
  ...rest
}: PhoneInputProps) {
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [country, setCountry] = useState(() => initialCountry(masks, value ?? defaultValue, countryCode));
  const rule = pickPhoneMask(masks, country);
  // The handlers read the mask through a ref: a dropdown change re-masks before React re-renders.
  const ruleRef = useRef(rule);
  ruleRef.current = rule;
  const inputRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  const report = (masked: string, mask: PhoneMaskRule) =>
    onPhoneChange?.({
      value: masked,
      digits: phoneDigits(masked),
      complete: isPhoneComplete(masked, mask),
      mask,
    });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const mask = ruleRef.current;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const masked = maskPhoneInput(raw, mask);
    if (masked !== raw) {
      const digitsBeforeCaret = nationalDigits(raw.slice(0, caret), mask).length;
      input.value = masked;
      if (input.ownerDocument.activeElement === input) {
        const position = caretAfterNationalDigits(masked, digitsBeforeCaret, mask);
        input.setSelectionRange(position, position);
      }
    }
    onChange?.(event);
    report(masked, mask);
  };

  // A value written from outside (react-hook-form `reset` with digits) gets its mask on focus.
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!readOnly && input.value) setInputValue(input, maskPhoneInput(input.value, ruleRef.current));
    onFocus?.(event);
  };

  // A field left with only its prefix (`+7 (`) is empty, so "required" reads as required.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!readOnly && input.value && !nationalDigits(input.value, ruleRef.current)) setInputValue(input, '');
    onBlur?.(event);
  };

  const changeCountry = (code: string) => {
    const next = pickPhoneMask(masks, code);
    const input = inputRef.current;
    const national = input ? nationalDigits(input.value, ruleRef.current) : '';
    ruleRef.current = next;
    setCountry(next.country_code);
    writeStored(PHONE_COUNTRY_STORAGE_KEY, next.country_code);
    onMaskChange?.(next);
    if (input) setInputValue(input, formatNationalPhone(national, next));
  };

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
      <div className={styles.row}>
        {masks.length > 1 && (
          <PhoneCountrySelect
            masks={masks}
            value={rule}
            onChange={changeCountry}
            disabled={disabled || readOnly}
            controls={ids.controlId}
          />
        )}
        <input
          {...rest}
          {...fieldA11y(ids, { error, hint, invalid, describedBy: extraDescribedBy })}
          ref={inputRefs}
          id={ids.controlId}
          type="tel"
          inputMode="tel"
          autoComplete={rest.autoComplete ?? 'tel'}
          placeholder={placeholder ?? phonePlaceholder(rule)}
          disabled={disabled}
          readOnly={readOnly}
          aria-required={required || undefined}
          className={cx(fieldStyles.control, styles.input, inputClassName)}
          value={value === undefined ? undefined : maskPhoneInput(value, rule)}
          defaultValue={defaultValue === undefined ? undefined : maskPhoneInput(defaultValue, rule)}
          onChange={handleChange}
          onFocus={handleFocus}
          onBlur={handleBlur}
        />
      </div>
    </FieldFrame>
  );
}
