import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import { tabbables } from './focusable';
import styles from './modal-frame.module.css';

export type ModalSize = 's' | 'm' | 'l' | 'xl';

export interface ModalFrameProps {
  /** The modal's name (the shell's ModalName), written to `data-modal`. */
  name?: string;
  /** Only the topmost of stacked modals reacts to Escape and traps focus; the ones below are inert. */
  topmost?: boolean;
  onClose(): void;
  /** A visible heading that names the dialog. Without it, pass `aria-label` (or `aria-labelledby`). */
  title?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  children: ReactNode;
  /** Actions pinned under the scrolling body (the order button of a product modal). */
  footer?: ReactNode;
  /** Desktop width: s 420, m 560 (default), l 800, xl 1040 px. Mobile is always a full-width sheet. */
  size?: ModalSize;
  hideClose?: boolean;
  /** Clicking the backdrop closes (default); turn off for a modal that must be answered. */
  closeOnBackdrop?: boolean;
  /** What gets focus on open; else an element already focused inside (autoFocus), else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  'data-testid'?: string;
}

/**
 * The frame of every modal (DESIGN.md): a bottom sheet on mobile (≤ 1023 px), a centred card on
 * desktop, over a backdrop. It is an `aria-modal` dialog named by its title; focus moves in on open,
 * is trapped inside while it is the topmost modal, and goes back where it was on close. Escape and
 * the close button close it; Escape only closes the topmost, and not when a control inside already
 * handled it (an open date picker calls preventDefault). Page scroll locking is the modal host's job.
 */
export function ModalFrame({
  name,
  topmost = true,
  onClose,
  title,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  children,
  footer,
  size = 'm',
  hideClose = false,
  closeOnBackdrop = true,
  initialFocus,
  className,
  'data-testid': testId,
}: ModalFrameProps) {
  const { t } = useTranslation('common');
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Escape and the focus trap belong to the topmost modal only. Declared before the focus restore
  // below, so on close these listeners are gone before focus leaves the dialog.
  useEffect(() => {
    if (!topmost) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      }
    };
    // Focus that lands outside (a click on the page behind, a script) is brought back in.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        (tabbables(dialog)[0] ?? dialog).focus({ preventScroll: true });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [topmost]);

  // Focus in on open, back to where it was on close.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount; initialFocus is read once
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Where focus goes if the opener is gone by then (an 'Add' that became a counter): the nearest of
    // its ancestors still on the page, at its first focusable element.
    const ancestors: HTMLElement[] = [];
    for (let node = previous?.parentElement; node && node !== document.body; node = node.parentElement)
      ancestors.push(node);
    if (!dialog.contains(document.activeElement))
      (initialFocus?.current ?? dialog).focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) {
        previous.focus({ preventScroll: true });
        return;
      }
      const place = ancestors.find((node) => node.isConnected);
      if (place) tabbables(place)[0]?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div className={styles.layer} data-modal={name} inert={!topmost || undefined}>
      <div className={styles.backdrop} aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : ariaLabelledBy}
        aria-label={title ? undefined : ariaLabel}
        aria-describedby={ariaDescribedBy}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        data-size={size}
        data-testid={testId}
      >
        {(title || !hideClose) && (
          <div className={styles.header}>
            {title && (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            {!hideClose && (
              <button
                type="button"
                className={styles.close}
                onClick={onClose}
                aria-label={t('actions.close')}
              >
                <X size={24} aria-hidden="true" focusable="false" />
              </button>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const items = tabbables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const outside = !dialog.contains(active) || active === dialog;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
