import { testIds } from '@storefront/shared/qa';
import { useModalStore } from '@storefront/shared/stores';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './cart-button.module.css';

/** The cart entry: opens CartModal (mf-cart). One per page: header on desktop, bottom nav on mobile. */
export function CartButton({ count, compact = false }: { count: number; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const open = useModalStore((state) => state.open);
  return (
    <button
      type="button"
      className={compact ? styles.compact : styles.button}
      data-testid={testIds.shell.cartOpen}
      onClick={() => open('CartModal')}
      title={t('header.cartWithCount', { count })}
    >
      <ShoppingBag aria-hidden="true" size={20} />
      <span className={styles.label}>{t('header.cart')}</span>
      {/* The page's inline script writes the count an add made before hydration was answered with
          (app/early-taps.inline.js); hydration keeps that text (the warning is for exactly this one
          text) and the cart query brings the same count once the page has hydrated. */}
      <span
        className={styles.counter}
        data-testid={testIds.shell.headerCartCounter}
        data-cart-count=""
        suppressHydrationWarning
      >
        {count}
      </span>
    </button>
  );
}
