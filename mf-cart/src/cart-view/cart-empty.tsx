import { Button, buttonClass } from '@storefront/shared/ui';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CartVariant } from './cart-variant';
import styles from './cart-view.module.css';

export interface CartEmptyProps {
  variant: CartVariant;
  basePath: string;
  onClose?: () => void;
}

/** The empty cart: what to do next, one tap away (close the sheet, or go to the menu). */
export function CartEmpty({ variant, basePath, onClose }: CartEmptyProps) {
  const { t } = useTranslation('cart');
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <ShoppingBag size={40} strokeWidth={1.5} focusable="false" />
      </span>
      <p className={styles.emptyTitle}>{t('empty')}</p>
      <p className={styles.emptyLead}>{t('view.emptyLead')}</p>
      {variant === 'modal' && onClose && (
        <Button variant="primary" onClick={onClose}>
          {t('view.toMenu')}
        </Button>
      )}
      {variant === 'page' && (
        <Link to={basePath || '/'} className={buttonClass()}>
          {t('view.toMenu')}
        </Link>
      )}
    </div>
  );
}
