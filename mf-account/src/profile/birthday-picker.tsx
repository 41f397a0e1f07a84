// The birthday field (spec §2 profile tab, §5): type dd.MM.yyyy or pick from a calendar (a bottom sheet on
// mobile, a popover on desktop). The text field needs no library; the calendar (react-day-picker) loads
// when it first opens. Escape closes the calendar without changing the value, a press outside closes it.
import { cx, iconButtonClass, TextField } from '@storefront/shared/ui';
import { CalendarDays, X } from 'lucide-react';
import { type KeyboardEvent, lazy, type Ref, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBirthday, parseBirthday } from './birthday';
import styles from './birthday-picker.module.css';

const BirthdayCalendar = lazy(() => import('./birthday-calendar'));

export interface BirthdayPickerProps {
  label: string;
  hint?: string;
  error?: string;
  value: Date | null;
  /** A typed value the field cannot read or that is out of bounds reaches the form as an Invalid Date. */
  onChange(value: Date | null): void;
  onBlur?(): void;
  ref?: Ref<HTMLInputElement>;
  name?: string;
  min: Date;
  max: Date;
}

type Refusal = 'invalid' | 'unavailable';

const isValidDate = (value: Date | null): value is Date => value !== null && !Number.isNaN(value.getTime());

export function BirthdayPicker({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  ref,
  name,
  min,
  max,
}: BirthdayPickerProps) {
  const { t } = useTranslation('account');
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inBounds = (date: Date) => date >= min && date <= max;
  const shown = isValidDate(value) && inBounds(value) ? formatBirthday(value) : '';
  const placeholder = t('birthdayPicker.placeholder');

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  // A press outside, or focus moving out, closes the calendar.
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

  const accept = (date: Date | null) => {
    setDraft(null);
    setRefusal(null);
    onChange(date);
  };

  /**
   * Typing that is refused stays in the field with its message, and the form gets an Invalid Date, so
   * its schema refuses to save the previous value while the field shows something else.
   */
  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    if (text === shown) return setDraft(null);
    if (!text) return accept(null);
    const date = parseBirthday(text);
    if (date && inBounds(date)) return accept(date);
    setRefusal(date ? 'unavailable' : 'invalid');
    onChange(new Date(Number.NaN));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
    if (event.key === 'Escape' && draft !== null) {
      // Undo the typing (the modal or page around stays); refused typing reported to the form goes too.
      event.preventDefault();
      setDraft(null);
      setRefusal(null);
      if (value !== null && !isValidDate(value)) onChange(null);
    }
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  const refusalText =
    refusal === 'invalid'
      ? t('birthdayPicker.invalid', { format: placeholder })
      : refusal === 'unavailable'
        ? t('birthdayPicker.unavailable')
        : undefined;

  return (
    <div ref={rootRef} className={styles.wrap}>
      <TextField
        ref={ref}
        name={name}
        label={label}
        hint={hint}
        error={error ?? refusalText}
        inputMode="numeric"
        autoComplete="bday"
        placeholder={placeholder}
        value={draft ?? shown}
        onChange={(event) => {
          setDraft(event.target.value);
          setRefusal(null);
        }}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
        onKeyDown={onInputKeyDown}
        inputClassName={styles.input}
      />
      <div className={styles.actions}>
        {(shown || draft) && (
          <button
            type="button"
            className={cx(iconButtonClass, styles.iconButton)}
            aria-label={t('birthdayPicker.clear')}
            onClick={() => accept(null)}
          >
            <X size={18} aria-hidden="true" focusable="false" />
          </button>
        )}
        <button
          ref={toggleRef}
          type="button"
          className={cx(iconButtonClass, styles.iconButton)}
          aria-label={t('birthdayPicker.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => (open ? close(true) : setOpen(true))}
        >
          <CalendarDays size={20} aria-hidden="true" focusable="false" />
        </button>
      </div>
      {open && (
        <>
          <div className={styles.scrim} aria-hidden="true" />
          <div
            role="dialog"
            aria-label={t('birthdayPicker.dialog')}
            className={styles.popover}
            onKeyDown={onPopoverKeyDown}
          >
            <Suspense fallback={<div className={styles.loading} />}>
              <BirthdayCalendar
                selected={isValidDate(value) && inBounds(value) ? value : null}
                min={min}
                max={max}
                onPick={(day) => {
                  accept(day);
                  close(true);
                }}
              />
            </Suspense>
          </div>
        </>
      )}
    </div>
  );
}
