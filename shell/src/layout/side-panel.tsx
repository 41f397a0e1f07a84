// A panel that slides in over the page from one side: the burger menu (the site's navigation, from the
// left) and the lavash brand's profile menu (a dialog, from the right). Focus moves into it; Escape, the
// backdrop and the close button close it; following a link inside lets it go as well. Where focus goes
// after closing is the caller's: the profile menu gives it back to its button.
import { X } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import styles from './side-panel.module.css';

export { styles as sidePanelStyles };

interface SidePanelProps {
  side: 'left' | 'right';
  /** `navigation` is announced as the site's menu, `dialog` as a modal dialog. */
  kind: 'navigation' | 'dialog';
  label: string;
  closeLabel: string;
  onClose(): void;
  /** A link inside was followed; by default the same as closing. */
  onFollowLink?(): void;
  children: ReactNode;
}

export function SidePanel({
  side,
  kind,
  label,
  closeLabel,
  onClose,
  onFollowLink = onClose,
  children,
}: SidePanelProps) {
  const panel = useRef<HTMLElement & HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Keys reach the links themselves; this only lets the panel go once one is followed.
  const followed = (event: MouseEvent) => (event.target as HTMLElement).closest('a') && onFollowLink();
  const content = (
    <>
      <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
        <X aria-hidden="true" />
      </button>
      {children}
    </>
  );
  const className = `${styles.panel} ${styles[side]}`;

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      {kind === 'dialog' ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: see `followed`
        <div
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-label={label}
          tabIndex={-1}
          className={className}
          onClick={followed}
        >
          {content}
        </div>
      ) : (
        // biome-ignore lint/a11y/useKeyWithClickEvents: see `followed`
        <nav ref={panel} tabIndex={-1} className={className} aria-label={label} onClick={followed}>
          {content}
        </nav>
      )}
    </div>
  );
}
