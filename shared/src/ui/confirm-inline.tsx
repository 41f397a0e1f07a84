// An action asked twice, in place (spec §4 cancel): the trigger turns into a question with 'no' (focused
// first, so Enter on a stray tap keeps things as they are) and 'yes'. After a 'no', focus returns to
// the trigger. Used by the tracking page and the profile's order list.
import { type ReactNode, useState } from 'react';
import { Button, type ButtonSize } from './button';
import styles from './confirm-inline.module.css';

export interface ConfirmInlineProps {
  /** The trigger's text. */
  label: ReactNode;
  question: ReactNode;
  yes: ReactNode;
  no: ReactNode;
  /** The action runs: 'yes' shows a spinner and 'no' waits. */
  busy?: boolean;
  disabled?: boolean;
  size?: ButtonSize;
  /** Called on 'yes'; the question closes when it settles. */
  onConfirm(): Promise<unknown> | undefined;
  'data-testid'?: string;
  /** On the 'yes' button. */
  confirmTestId?: string;
}

export function ConfirmInline({
  label,
  question,
  yes,
  no,
  busy = false,
  disabled = false,
  size,
  onConfirm,
  'data-testid': testId,
  confirmTestId,
}: ConfirmInlineProps) {
  const [asking, setAsking] = useState(false);
  const [answered, setAnswered] = useState(false);

  if (!asking)
    return (
      <Button
        size={size}
        variant="secondary"
        loading={busy}
        disabled={disabled}
        onClick={() => setAsking(true)}
        autoFocus={answered}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  return (
    <fieldset className={styles.confirm}>
      <legend className={styles.question}>{question}</legend>
      <div className={styles.buttons}>
        <Button
          size={size}
          variant="secondary"
          onClick={() => {
            setAnswered(true);
            setAsking(false);
          }}
          autoFocus
          disabled={busy}
        >
          {no}
        </Button>
        <Button
          size={size}
          variant="primary"
          loading={busy}
          data-testid={confirmTestId}
          onClick={() => {
            void Promise.resolve(onConfirm()).finally(() => setAsking(false));
          }}
        >
          {yes}
        </Button>
      </div>
    </fieldset>
  );
}
