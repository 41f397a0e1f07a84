import '../i18n';
import { useCartActions } from '@storefront/shared/query';
import { Button } from '@storefront/shared/ui';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './confirm-empty-cart-modal.module.css';

export interface ConfirmEmptyCartModalProps {
  onClose(): void;
}

/** ConfirmEmptyCartModal (spec §2, confirm type): clears the cart only after a yes. Content only. */
export default function ConfirmEmptyCartModal({ onClose }: ConfirmEmptyCartModalProps) {
  const { t } = useTranslation('cart');
  const actions = useCartActions();
  const titleId = useId();
  const [clearing, setClearing] = useState(false);
  const [failed, setFailed] = useState(false);

  const clear = async () => {
    setClearing(true);
    setFailed(false);
    try {
      await actions.clear();
      onClose();
    } catch (error) {
      console.warn('[mf-cart] clear failed', error);
      setFailed(true);
      setClearing(false);
    }
  };

  return (
    <div className={styles.confirm}>
      <span className={styles.icon} aria-hidden="true">
        <Trash2 size={28} focusable="false" />
      </span>
      <h2 id={titleId} className={styles.title}>
        {t('confirmEmpty.title')}
      </h2>
      <p className={styles.lead}>{t('confirmClear.lead')}</p>
      {failed && (
        <p className={styles.error} role="alert">
          {t('confirmClear.failed')}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('confirmClear.cancel')}
        </Button>
        <Button variant="primary" onClick={clear} loading={clearing}>
          {t('confirmClear.confirm')}
        </Button>
      </div>
    </div>
  );
}
