import { testIds } from '@storefront/shared/qa';
import { useModalStore } from '@storefront/shared/stores';
import { Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface CartModalProps {
  onClose(): void;
}

/** Walking-skeleton stand-in: the real cart replaces it in its own issue (clearing already confirms). */
export default function CartModal({ onClose }: CartModalProps) {
  const { t } = useTranslation(['cart', 'common']);
  const open = useModalStore((state) => state.open);
  return (
    <section className={styles.page} data-testid={testIds.cart.cart}>
      <h2 className={styles.title}>{t('title')}</h2>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
      <Button
        variant="ghost"
        data-testid={testIds.cart.clearCart}
        onClick={() => open('ConfirmEmptyCartModal')}
      >
        {t('clear')}
      </Button>
      <Button variant="secondary" onClick={onClose}>
        {t('common:actions.close')}
      </Button>
    </section>
  );
}
