import { X } from 'lucide-react';
import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import styles from './modal-frame.module.css';

export type ModalSize = 's' | 'm' | 'l' | 'xl';

export interface ModalFrameProps {
  /** The modal's name (the shell's ModalName), written to `data-modal`. */
  name?: string;
  /** Stacked modals: the browser leaves only the last one opened interactive; the ones below are marked inert. */
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
  /** What gets focus on open; else an element inside with autoFocus, else the first focusable (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  'data-testid'?: string;
}

/**
 * The frame of every modal (DESIGN.md): a bottom sheet on mobile (≤ 1023 px), a centred card on
 * desktop, over a backdrop (`::backdrop`). It is a native `<dialog>` opened with `showModal()`: the
 * browser puts it in the top layer, makes the rest of the page inert (a stacked modal blocks the ones
 * below), keeps Tab inside, turns Escape into a `cancel` event, and gives focus back to the opener on
 * `close()`. Escape (unless a control inside already handled the key), the close button and a click
 * on the backdrop call onClose; the caller unmounts the frame, which closes the dialog. Page scroll
 * locking is the modal host's job. Never open in server HTML: it is shown from a layout effect.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The content mounts once the dialog is open, so an autoFocus inside takes effect (an element of a
  // closed dialog cannot take focus, and showModal would move it to the close button).
  const [shown, setShown] = useState(false);
  const pressedBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A modal opened by a failed call or a URL has no opener: focus then sat on the page's body.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    // Where focus goes if the opener is gone by the time the dialog closes (an 'Add' that became a
    // counter): the nearest of its ancestors still on the page.
    const ancestors: HTMLElement[] = [];
    for (let node = opener?.parentElement; node && node !== document.body; node = node.parentElement)
      ancestors.push(node);
    // What followed the opener (a deleted address's next one): the first choice when the opener goes.
    const following = opener
      ? Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
          (element) => opener.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
        )
      : [];
    if (!dialog.open) dialog.showModal();
    setShown(true);
    return () => {
      // Before React removes it: close() gives focus back to the opener when it is still there.
      if (dialog.open) dialog.close();
      const restore = () =>
        (opener?.isConnected ? opener : fallbackFocus(ancestors, following))?.focus({ preventScroll: true });
      if (!opener?.isConnected) restore();
      // The same commit may remove the opener after this (a deleted address's row), and React puts
      // focus back where it was before its commit once done (the body, when the pressed button had
      // turned busy): checked again after the commit.
      queueMicrotask(() => {
        const active = document.activeElement;
        if (!active || active === document.body || !active.isConnected) restore();
      });
    };
  }, []);

  useLayoutEffect(() => {
    if (shown) initialFocus?.current?.focus({ preventScroll: true });
  }, [shown, initialFocus]);

  // Escape: the browser asks by `cancel`; the caller decides (it unmounts the frame).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // The backdrop belongs to the dialog: a click on it has the dialog as target, outside its box. Only
  // a press that also started there closes (a text selection dragged out of the card does not).
  const outside = (event: MouseEvent<HTMLDialogElement> | PointerEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return (
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom
    );
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard's way out is Escape (cancel)
    <dialog
      ref={dialogRef}
      data-modal={name}
      inert={!topmost || undefined}
      aria-modal="true"
      aria-labelledby={title ? titleId : ariaLabelledBy}
      aria-label={title ? undefined : ariaLabel}
      aria-describedby={ariaDescribedBy}
      tabIndex={-1}
      className={cx(styles.dialog, styles[size], className)}
      data-size={size}
      data-testid={testId}
      onCancel={onCancel}
      onPointerDown={(event) => {
        pressedBackdrop.current = outside(event);
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedBackdrop.current && outside(event)) onClose();
        pressedBackdrop.current = false;
      }}
    >
      {(title || !hideClose) && (
        <div className={styles.header}>
          {title && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          {!hideClose && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('actions.close')}>
              <X size={24} aria-hidden="true" focusable="false" />
            </button>
          )}
        </div>
      )}
      {shown && (
        <>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </>
      )}
    </dialog>
  );
}

/**
 * Where focus goes when the opener has gone: in the nearest ancestor still on the page, what followed
 * the opener, else its first control; with nothing there, the page's main heading.
 */
function fallbackFocus(ancestors: HTMLElement[], following: HTMLElement[]): HTMLElement | null {
  for (const node of ancestors) {
    if (!node.isConnected) continue;
    const next =
      following.find((element) => element.isConnected && node.contains(element)) ??
      node.querySelector<HTMLElement>(FOCUSABLE);
    if (next) return next;
  }
  return mainHeading();
}

/**
 * Where focus goes when there is no opener nor a place near it: the page's main heading (made
 * focusable by script only, as a skip target is), else the main region; not the body, where a screen
 * reader starts the page over.
 */
function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  }
  return document.querySelector<HTMLElement>('main');
}

/** What can take focus, for the place focus goes back to when the opener has gone. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';
