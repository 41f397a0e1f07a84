import {
  findPhoneMask,
  isPhoneComplete,
  type PhoneMaskRule,
  phoneDigits,
  phonePlaceholder,
  pickPhoneMask,
} from '@storefront/shared/domain';
import { cx, FieldFrame, fieldA11y, fieldControlClass, useFieldIds } from '@storefront/shared/ui';
import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type ReactNode,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { announceChange } from './announce-change';
import { readStored, writeStored } from './local-storage';
import { mergeRefs } from './merge-refs';
import { PhoneCountrySelect } from './phone-country-select';
import styles from './phone-input.module.css';
import { attachPhoneMask, createPhoneFormatter, type PhoneMask } from './phone-mask';

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
  const maskRef = useRef<PhoneMask | null>(null);
  const [country, setCountry] = useState(() => initialCountry(masks, value ?? defaultValue, countryCode));
  const rule = pickPhoneMask(masks, country);
  // The handlers read the mask through a ref: a dropdown change re-masks before React re-renders.
  const ruleRef = useRef(rule);
  ruleRef.current = rule;
  const inputRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  // imask's model of the same mask shows a given value as the field would mask it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a rule is its mask (its prefix included).
  const format = useMemo(() => createPhoneFormatter(rule), [rule.mask, rule.code]);

  // imask drives the input from the first layout on; a read-only phone is shown masked but never typed.
  // Attached once: the dropdown and new `masks` move it to another rule (below).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || readOnly) return;
    const mask = attachPhoneMask(input, ruleRef.current);
    maskRef.current = mask;
    return () => {
      mask.destroy();
      maskRef.current = null;
    };
  }, [readOnly]);

  // New `masks` from the city (or a first render without them) move the attached mask to the new rule.
  useLayoutEffect(() => {
    const mask = maskRef.current;
    if (mask && (mask.rule.mask !== rule.mask || mask.rule.code !== rule.code))
      mask.setRule(rule, mask.imask.unmaskedValue);
  });

  // A value written from outside (a controlled `value`, react-hook-form's `reset`): imask re-reads it
  // and, when that changes what the field shows, the field tells its owner like any edit.
  const syncFromInput = () => {
    const mask = maskRef.current?.imask;
    const input = inputRef.current;
    if (!mask || !input || input.value === mask.value) return;
    mask.updateValue();
    if (input.value === mask.value) return;
    mask.updateControl();
    announceChange(input);
  };
  useLayoutEffect(syncFromInput);

  const report = (masked: string, mask: PhoneMaskRule) =>
    onPhoneChange?.({
      value: masked,
      digits: phoneDigits(masked),
      complete: isPhoneComplete(masked, mask),
      mask,
    });

  // The input event reaches imask first, so the input already holds the masked text. A change imask
  // did not see (a script or test that sets the value and fires `change`) is masked here.
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const mask = maskRef.current?.imask;
    if (mask && input.value !== mask.value) mask.value = input.value;
    onChange?.(event);
    report(input.value, ruleRef.current);
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    syncFromInput();
    onFocus?.(event);
  };

  // A field left with only its prefix (`+7 (`) is empty, so "required" reads as required.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const mask = maskRef.current?.imask;
    if (mask && input.value && !mask.unmaskedValue) {
      mask.value = '';
      announceChange(input);
    }
    onBlur?.(event);
  };

  const changeCountry = (code: string) => {
    const next = pickPhoneMask(masks, code);
    const input = inputRef.current;
    const mask = maskRef.current;
    ruleRef.current = next;
    setCountry(next.country_code);
    writeStored(PHONE_COUNTRY_STORAGE_KEY, next.country_code);
    onMaskChange?.(next);
    // The national digits move to the new mask: `+90 (532) 123-45-67` → `+49 532 1234567`.
    if (input && mask) {
      mask.setRule(next, mask.imask.unmaskedValue);
      announceChange(input);
    }
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
          className={cx(fieldControlClass, styles.input, inputClassName)}
          value={value === undefined ? undefined : format(value)}
          defaultValue={defaultValue === undefined ? undefined : format(defaultValue)}
          onChange={handleChange}
          onFocus={handleFocus}
          onBlur={handleBlur}
        />
      </div>
    </FieldFrame>
  );
}
