import { Button } from '@storefront/shared/ui';
import { MapPin, Store, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './order.module.css';
import type { OrderButtonReason } from './order-button-rules';

export interface OrderHintProps {
  reason: OrderButtonReason | null;
  onChooseLocation(): void;
}

/** Under the order button: what a missing shop, address or sign-in means, with the way to fix it. */
export function OrderHint({ reason, onChooseLocation }: OrderHintProps) {
  const { t } = useTranslation('cart');
  if (reason === 'signIn')
    return (
      <p className={styles.hint}>
        <UserRound size={16} aria-hidden="true" focusable="false" />
        {t('orderButton.signInHint')}
      </p>
    );
  if (reason !== 'noShop' && reason !== 'noAddress') return null;
  const Icon = reason === 'noShop' ? Store : MapPin;
  return (
    <div className={styles.location}>
      <p className={styles.hint}>
        <Icon size={16} aria-hidden="true" focusable="false" />
        {t(reason === 'noShop' ? 'orderButton.noShop' : 'orderButton.noAddress')}
      </p>
      <Button variant="secondary" size="s" onClick={onChooseLocation}>
        {t(reason === 'noShop' ? 'orderButton.chooseShop' : 'orderButton.chooseAddress')}
      </Button>
    </div>
  );
}
