import {
  type DateConstraints,
  type DatePickerMode,
  type DateRange,
  formatPickerValue,
  isDateDisabled,
  isPickerValueAllowed,
  isRangeComplete,
  parsePickerRange,
  parsePickerValue,
  pickRangeDay,
  type RangeDraft,
  snapTime,
  type TimeRestrictions,
} from '@storefront/shared/domain';
import { startOfDay } from 'date-fns';
import { CalendarDays, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Calendar } from './calendar';
import { cx } from './class-names';
import styles from './date-picker.module.css';
import { FieldFrame, fieldA11y } from './field';
import fieldStyles from './field.module.css';
import { FieldError } from './field-error';
import { RequiredMark } from './required-mark';
import { TimeSelect } from './time-select';
import { useFieldIds } from './use-field-ids';
import { VisuallyHidden } from './visually-hidden';

interface DatePickerCommonProps extends DateConstraints, TimeRestrictions {
  label: ReactNode;
  labelHidden?: boolean;
  /** `date` (dd.MM.yyyy), `datetime` (dd.MM.yyyy HH:mm) or `time` (HH:mm). */
  mode?: DatePickerMode;
  /** A required picker cannot be cleared (spec §5): no clear button, an emptied field reverts. */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  errorTestId?: string;
  placeholder?: string;
  id?: string;
  name?: string;
  /** Reaches the text input (react-hook-form Controller focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  className?: string;
  'data-testid'?: string;
}

export interface SingleDatePickerProps extends DatePickerCommonProps {
  range?: false;
  value: Date | null;
  onChange: (value: Date | null) => void;
}

export interface RangeDatePickerProps extends DatePickerCommonProps {
  /** Range selection (date mode): the first pick starts, the second ends; a reversed range is re-sorted. */
  range: true;
  value: DateRange | null;
  onChange: (value: DateRange | null) => void;
}

export type DatePickerProps = SingleDatePickerProps | RangeDatePickerProps;

type Refusal = 'invalid' | 'unavailable';
type PickerValue = Date | DateRange | null;

/** False for the Invalid Date that stands for refused typing. */
const isValidPickerValue = (value: PickerValue) => !(value instanceof Date) || !Number.isNaN(value.getTime());

const startOf = (value: PickerValue) => (value instanceof Date ? value : (value?.start ?? null));

/**
 * A date, date-time or time field (spec §4, §5, §9): type `dd.MM.yyyy` or pick from the calendar
 * (a bottom sheet on mobile, a popover on desktop). Escape cancels the picker and whatever it changed.
 * `min`, `max` and `disabledDates` disable days, and a value on a disabled day is refused: it is never
 * passed to onChange, and one given as `value` shows as empty. `minuteIncrement` and `validHours`
 * restrict the time options. Controlled; with react-hook-form use a Controller.
 */
export function DatePicker(props: DatePickerProps) {
  const {
    label,
    labelHidden,
    mode = 'date',
    required = false,
    disabled = false,
    readOnly = false,
    hint,
    error,
    invalid,
    errorTestId,
    placeholder,
    id,
    name,
    ref,
    onBlur,
    className,
    min,
    max,
    disabledDates,
    minuteIncrement,
    validHours,
    'data-testid': testId,
  } = props;
  const range = props.range === true;
  const { t } = useTranslation('common');
  const ids = useFieldIds(id);
  const constraints: DateConstraints = { min, max, disabledDates };
  const restrictions: TimeRestrictions = { minuteIncrement, validHours };
  const rawValue: PickerValue = props.value;
  // An Invalid Date is what this picker reports for refused typing (below): it shows as that typing.
  const value = isValidPickerValue(rawValue) && isPickerValueAllowed(rawValue, constraints) ? rawValue : null;
  const formatted = formatPickerValue(value, mode);

  const [draftText, setDraftText] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [open, setOpen] = useState(false);
  const [rangeDraft, setRangeDraft] = useState<RangeDraft | null>(null);
  const openedWith = useRef<PickerValue>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const popoverId = `${ids.controlId}-picker`;

  const datePlaceholder = t('ui.datePicker.placeholderDate');
  const shape =
    mode === 'time'
      ? t('ui.datePicker.placeholderTime')
      : mode === 'datetime'
        ? `${datePlaceholder} ${t('ui.datePicker.placeholderTime')}`
        : datePlaceholder;
  const refusalText =
    refusal === 'invalid'
      ? t('ui.datePicker.invalid', { format: shape })
      : refusal === 'unavailable'
        ? t('ui.datePicker.unavailable')
        : undefined;
  const shownError = error ?? refusalText;

  /** Passes a value on, unless it falls on a disabled date (spec §5: refused). */
  const emit = (next: PickerValue): boolean => {
    if (!isPickerValueAllowed(next, constraints)) {
      setRefusal('unavailable');
      return false;
    }
    if (next === null && required) return false;
    setRefusal(null);
    setDraftText(null);
    (props.onChange as (value: PickerValue) => void)(next);
    return true;
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setRangeDraft(null);
    if (returnFocus) toggleRef.current?.focus();
  };

  const openPicker = () => {
    openedWith.current = value;
    setRangeDraft(range && value && !(value instanceof Date) ? { start: value.start, end: value.end } : null);
    setOpen(true);
  };

  /** Escape: close and undo what the picker changed while open (a date-time changes as you pick). */
  const cancel = () => {
    if (formatPickerValue(openedWith.current, mode) !== formatted) emit(openedWith.current);
    close(true);
  };

  // A press outside, or Tab out of it, closes the picker (what was picked stays; a half-picked range
  // is dropped).
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  });

  const pickDay = (day: Date) => {
    if (range) {
      const next = pickRangeDay(rangeDraft, day);
      setRangeDraft(next);
      if (isRangeComplete(next) && emit({ start: next.start, end: next.end })) close(true);
      return;
    }
    if (mode === 'datetime') {
      const time = startOf(value) ?? snapTime(new Date(), restrictions);
      emit(new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.getHours(), time.getMinutes()));
      return;
    }
    if (emit(startOfDay(day))) close(true);
  };

  /**
   * Typing that is refused stays in the field with its message, and a single picker passes an Invalid
   * Date on: the form's schema then refuses to submit, so a form never saves the previous value while
   * the field shows something else (issue 19: a birthday typed wrong was lost while "saved" showed).
   */
  const reportRefusedTyping = () => {
    if (!range) (props.onChange as (value: Date | null) => void)(new Date(Number.NaN));
  };

  const commitText = () => {
    if (draftText === null) return;
    const text = draftText.trim();
    if (text === formatted) {
      setDraftText(null);
      return;
    }
    if (!text) {
      setDraftText(null);
      if (!required) emit(null);
      return;
    }
    const parsed = range
      ? parsePickerRange(text, mode)
      : parsePickerValue(text, mode, startOf(value) ?? new Date());
    if (!parsed) {
      setRefusal('invalid');
      reportRefusedTyping();
      return;
    }
    if (emit(mode === 'datetime' && parsed instanceof Date ? snapTime(parsed, restrictions) : parsed)) {
      setDraftText(null);
    } else {
      reportRefusedTyping();
    }
  };

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitText();
    if (event.key === 'Escape' && draftText !== null) {
      // Undo the typing; the modal around it stays open. Refused typing reported to the form is
      // taken back too, so the form holds what the field shows.
      event.preventDefault();
      setDraftText(null);
      setRefusal(null);
      if (!isValidPickerValue(rawValue) && !required) emit(null);
    }
    if (event.key === 'ArrowDown' && event.altKey && !disabled && !readOnly) {
      event.preventDefault();
      openPicker();
    }
  };

  const handlePopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here: the modal around the picker must not close too.
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };

  const a11y = fieldA11y(ids, { error: shownError, hint, invalid });

  if (mode === 'time') {
    return (
      <fieldset
        className={cx(fieldStyles.field, styles.fieldset, className)}
        aria-describedby={a11y['aria-describedby']}
        data-testid={testId}
      >
        <legend className={cx(fieldStyles.label, styles.legend)}>
          {labelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
          {required && <RequiredMark />}
        </legend>
        <TimeSelect
          id={ids.controlId}
          value={value as Date | null}
          onChange={emit}
          minuteIncrement={minuteIncrement}
          validHours={validHours}
          required={required}
          disabled={disabled || readOnly}
          invalid={a11y['aria-invalid']}
        />
        {hint && (
          <p id={ids.hintId} className={fieldStyles.hint}>
            {hint}
          </p>
        )}
        <FieldError id={ids.errorId} data-testid={errorTestId}>
          {shownError}
        </FieldError>
      </fieldset>
    );
  }

  const initialDay = (() => {
    const day = startOf(value) ?? startOfDay(new Date());
    if (min && day < startOfDay(min)) return startOfDay(min);
    if (max && day > max) return startOfDay(max);
    return day;
  })();
  const selection: RangeDraft | null = range
    ? rangeDraft
    : value instanceof Date
      ? { start: value, end: value }
      : null;
  const clearable = !required && !disabled && !readOnly && (value !== null || Boolean(draftText));

  return (
    <FieldFrame
      ids={ids}
      label={label}
      labelHidden={labelHidden}
      required={required}
      hint={hint}
      error={shownError}
      errorTestId={errorTestId}
      className={className}
    >
      <div ref={rootRef} className={styles.wrap}>
        <div className={styles.inputRow}>
          <input
            {...a11y}
            ref={ref}
            id={ids.controlId}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder ?? (range ? `${shape} – ${shape}` : shape)}
            value={draftText ?? formatted}
            onChange={(event) => {
              setDraftText(event.target.value);
              setRefusal(null);
            }}
            onBlur={() => {
              commitText();
              onBlur?.();
            }}
            onKeyDown={handleInputKeyDown}
            disabled={disabled}
            readOnly={readOnly}
            aria-required={required || undefined}
            className={cx(fieldStyles.control, styles.input)}
            data-testid={testId}
          />
          <div className={styles.actions}>
            {clearable && (
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('ui.datePicker.clear')}
                onClick={() => {
                  setDraftText(null);
                  emit(null);
                }}
              >
                <X size={18} aria-hidden="true" focusable="false" />
              </button>
            )}
            <button
              ref={toggleRef}
              type="button"
              className={styles.iconButton}
              aria-label={t('ui.datePicker.open')}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? popoverId : undefined}
              disabled={disabled || readOnly}
              onClick={() => (open ? close(true) : openPicker())}
            >
              <CalendarDays size={20} aria-hidden="true" focusable="false" />
            </button>
          </div>
        </div>
        {open && (
          <>
            <div className={styles.scrim} aria-hidden="true" />
            <div
              id={popoverId}
              role="dialog"
              aria-label={t('ui.datePicker.dialog')}
              className={styles.popover}
              onKeyDown={handlePopoverKeyDown}
            >
              <Calendar
                initialDay={initialDay}
                selection={selection}
                rangeMode={range}
                onPick={pickDay}
                constraints={constraints}
                autoFocus
              />
              {range && rangeDraft && !rangeDraft.end && (
                <p className={styles.pickEnd} aria-live="polite">
                  {t('ui.datePicker.pickEnd')}
                </p>
              )}
              {mode === 'datetime' && (
                <div className={styles.footer}>
                  <TimeSelect
                    value={value as Date | null}
                    onChange={(time) => emit(time)}
                    baseDate={startOf(value) ?? (isDateDisabled(new Date(), constraints) ? initialDay : null)}
                    minuteIncrement={minuteIncrement}
                    validHours={validHours}
                    required={required}
                  />
                  <Button size="s" onClick={() => close(true)}>
                    {t('ui.datePicker.done')}
                  </Button>
                </div>
              )}
            </div>
          </>
        )}
      </div>
    </FieldFrame>
  );
}
