// Site header (spec §2). Desktop: logo, city and order-type pills, section links, language, profile,
// cart. Mobile: burger, logo, city; the cart and profile live in the bottom nav.
import type { City, Settings } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { useModalStore } from '@storefront/shared/stores';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { OrderTypeControl } from '../account/address-menu';
import { burgerItems } from '../domain/brand-rules';
import { useOrderTypeLabel } from '../location/use-order-type-label';
import { BonusEntry } from './bonus-entry';
import { CartButton } from './cart-button';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ProfileEntry } from './profile-entry';

interface HeaderProps {
  brand: string;
  city: City | null;
  settings: Settings | undefined;
  isMobile: boolean;
  cartCount: number;
  onBurger(): void;
}

export function Header({ brand, city, settings, isMobile, cartCount, onBurger }: HeaderProps) {
  const menuItems = burgerItems(brand);
  const { t } = useTranslation(['shell', 'common']);
  const open = useModalStore((state) => state.open);
  const base = city ? `/${city.alias}` : '/';
  const orderTypeLabel = useOrderTypeLabel();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <button type="button" className={styles.burger} onClick={onBurger} aria-label={t('header.openMenu')}>
          <Menu aria-hidden="true" />
        </button>
        <Logo brand={brand} to={base} />
        <button
          type="button"
          className={styles.pill}
          data-testid={testIds.shell.headerCity}
          onClick={() => open('CitiesModal')}
        >
          {city?.name ?? t('header.chooseCity')}
        </button>
        {!isMobile && (
          <OrderTypeControl
            label={orderTypeLabel.label}
            place={orderTypeLabel.place}
            twoLines
            className={`${styles.pill} ${styles.shrink}`}
          />
        )}
        {!isMobile && city && (
          <nav className={styles.nav} aria-label={t('header.navigation')}>
            <NavLink to={`${base}/promotions`}>{t('nav.promotions')}</NavLink>
            {/* Below 1280 px only the promotions stay: the rest are in the burger menu. */}
            {/* The brand's menu decides, here as in the burger menu (spec §2: one brand hides its
                stores, one its 'about us'). */}
            {menuItems.includes('stores') && (
              <NavLink className={styles.wide} to={`${base}/shops`}>
                {t('nav.shops')}
              </NavLink>
            )}
            {city.order_types.delivery && (
              <NavLink className={styles.wide} to={`${base}/delivery`}>
                {t('nav.delivery')}
              </NavLink>
            )}
            {menuItems.includes('about') && (
              <NavLink className={styles.wide} to={`${base}/about`}>
                {t('nav.about')}
              </NavLink>
            )}
          </nav>
        )}
        <div className={styles.end}>
          {settings?.show_lang_button && <LanguageSwitcher languages={settings.languages} />}
          {!isMobile && city && (
            <>
              <BonusEntry basePath={base} />
              <ProfileEntry
                brand={brand}
                cityAlias={city.alias}
                authEnabled={settings?.customers.is_auth_enabled ?? true}
                className={styles.ghost}
              />
              <CartButton count={cartCount} />
            </>
          )}
        </div>
      </div>
      {isMobile && <OrderTypeControl label={orderTypeLabel.label} className={styles.orderTypeBar} />}
    </header>
  );
}
