// One frame for every modal, whoever owns its content: a dialog with a backdrop, a bottom sheet on
// mobile and a centred card on desktop, Escape and backdrop close it, focus moves in and is restored.
import type { ModalName } from '@storefront/shared/stores';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal-frame.module.css';

interface ModalFrameProps {
  name: ModalName;
  topmost: boolean;
  onClose(): void;
  children: React.ReactNode;
}

export function ModalFrame({ name, topmost, onClose, children }: ModalFrameProps) {
  const { t } = useTranslation(['shell', 'common']);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    if (!topmost) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [topmost, onClose]);

  return (
    <div className={styles.layer} data-modal={name}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t(`modals.${name}`)}
        tabIndex={-1}
        className={styles.dialog}
      >
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('common:actions.close')}
        >
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
