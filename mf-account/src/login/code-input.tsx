import { type CodeInputIndex, testIds } from '@storefront/shared/qa';
import { cx, FieldError, isShownMessage, VisuallyHidden } from '@storefront/shared/ui';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH } from '../domain/constants';
import styles from './code-input.module.css';

export interface CodeInputProps {
  /** Controlled code (up to four digits); leave out to let the boxes keep their own. */
  value?: string;
  onChange?: (code: string) => void;
  /** Called once four digits are in (spec §5: the code is then checked automatically). */
  onComplete?: (code: string) => void;
  /** A visible label; without one the group is named "Verification code" for screen readers. */
  label?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  errorTestId?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

const LENGTH = VERIFICATION_CODE_LENGTH;
const toDigits = (text: string) => text.replace(/\D/g, '');
const split = (code: string) => Array.from({ length: LENGTH }, (_, index) => code[index] ?? '');

/**
 * Four single-digit boxes for the one-time code (spec §5): typing moves to the next box, Backspace
 * on an empty box goes back, a paste or an SMS autofill is spread over the boxes, and `onComplete`
 * fires at four digits. Each box carries its QA test id `code-input-{0..3}`.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  label,
  error,
  invalid,
  errorTestId,
  disabled = false,
  autoFocus = false,
  className,
}: CodeInputProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const [own, setOwn] = useState('');
  const code = toDigits(value ?? own).slice(0, LENGTH);
  const digits = split(code);
  const isInvalid = invalid ?? isShownMessage(error);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    // Boxes fill from the left: a gap closes up, so the code is always its digits in order.
    const nextCode = next.join('').slice(0, LENGTH);
    if (value === undefined) setOwn(nextCode);
    onChange?.(nextCode);
    if (nextCode.length === LENGTH && nextCode !== code) onComplete?.(nextCode);
    return nextCode;
  };

  /** Writes digits from a box onward and moves to the box after the last one written. */
  const spread = (from: number, typed: string) => {
    const next = [...digits];
    const start = Math.min(from, code.length);
    [...typed].slice(0, LENGTH - start).forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    const nextCode = commit(next);
    focusBox(Math.min(start + typed.length, nextCode.length, LENGTH - 1));
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = toDigits(event.target.value);
    if (!typed) {
      const next = [...digits];
      next.splice(index, 1);
      commit(next);
      return;
    }
    // One more character in a box that held a digit: keep the one just typed (at the caret).
    const caret = event.target.selectionStart ?? typed.length;
    const single = typed.length === 2 && digits[index] ? (typed[caret - 1] ?? typed[1]) : undefined;
    spread(index, single ?? typed);
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = toDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (!pasted) return;
    // A whole code goes from the first box, wherever it was pasted.
    spread(pasted.length >= LENGTH ? 0 : index, pasted);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next.splice(index - 1, 1);
      commit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <fieldset className={cx(styles.group, className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>
        {label ?? <VisuallyHidden>{t('codeInput.label')}</VisuallyHidden>}
      </legend>
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the four boxes are positions, not items
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            className={styles.box}
            value={digit}
            onChange={handleChange(index)}
            onPaste={handlePaste(index)}
            onKeyDown={handleKeyDown(index)}
            onFocus={(event) => event.currentTarget.select()}
            // A box past the first empty one sends focus back to where the next digit goes.
            onClick={() => index > code.length && focusBox(code.length)}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the login step opens on the code; this is where typing goes
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={t('codeInput.digit', { index: index + 1, total: LENGTH })}
            aria-invalid={isInvalid || undefined}
            data-testid={testIds.account.codeInput(index as CodeInputIndex)}
          />
        ))}
      </div>
      <FieldError id={`${id}-error`} data-testid={errorTestId}>
        {error}
      </FieldError>
    </fieldset>
  );
}
