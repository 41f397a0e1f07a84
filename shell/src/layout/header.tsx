// Site header: logo, city and order-type buttons, section links, sign-in and cart entries. Every
// control opens a modal by name; the modal may belong to a remote (the cart, the login).
import type { City } from '@storefront/shared/contract';
import { useBusEvent } from '@storefront/shared/events';
import { testIds } from '@storefront/shared/qa';
import { useModalStore } from '@storefront/shared/stores';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useRuntimeConfig } from '../app/runtime-config-context';
import styles from './header.module.css';

export function Header({ city }: { city: City | null }) {
  const { t } = useTranslation('shell');
  const { brand } = useRuntimeConfig();
  const open = useModalStore((state) => state.open);
  const [cartCount, setCartCount] = useState(0);
  useBusEvent('cart:changed', ({ count }) => setCartCount(count));
  const base = city ? `/${city.alias}` : '';

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={base || '/'} className={styles.logo} aria-label={t('header.home')}>
          {t(`brands.${brand}`, { defaultValue: brand })}
        </Link>
        <button
          type="button"
          className={styles.pill}
          data-testid={testIds.shell.headerCity}
          onClick={() => open('CitiesModal')}
        >
          {city?.name ?? t('header.chooseCity')}
        </button>
        <button
          type="button"
          className={styles.pill}
          data-testid={testIds.shell.headerOrderType}
          onClick={() => open('OrderTypesModal')}
        >
          {t('header.orderType')}
        </button>
        <nav className={styles.nav} aria-label={t('header.navigation')}>
          {city && (
            <>
              <NavLink to={`${base}/promotions`}>{t('nav.promotions')}</NavLink>
              <NavLink to={`${base}/shops`}>{t('nav.shops')}</NavLink>
              {city.order_types.delivery && <NavLink to={`${base}/delivery`}>{t('nav.delivery')}</NavLink>}
              <NavLink to={`${base}/about`}>{t('nav.about')}</NavLink>
            </>
          )}
        </nav>
        <button
          type="button"
          className={styles.ghost}
          data-testid={testIds.shell.loginOpen}
          onClick={() => open('UserLoginModal')}
        >
          {t('header.signIn')}
        </button>
        <button
          type="button"
          className={styles.cart}
          data-testid={testIds.shell.cartOpen}
          onClick={() => open('CartModal')}
          aria-label={t('header.cartWithCount', { count: cartCount })}
        >
          {t('header.cart')}
          <span className={styles.counter} data-testid={testIds.shell.headerCartCounter}>
            {cartCount}
          </span>
        </button>
      </div>
    </header>
  );
}
