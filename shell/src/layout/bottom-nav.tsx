// Mobile bottom navigation (spec §2): info, promotions, menu, profile or Order, and the cart with its
// counter — thumb-reachable, always one tap from the cart.
import { Info, Percent, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styles from './bottom-nav.module.css';
import { CartButton } from './cart-button';
import { ProfileEntry } from './profile-entry';

interface BottomNavProps {
  brand: string;
  cityAlias: string;
  authEnabled: boolean;
  cartCount: number;
  onInfo(): void;
}

export function BottomNav({ brand, cityAlias, authEnabled, cartCount, onInfo }: BottomNavProps) {
  const { t } = useTranslation('shell');
  const base = `/${cityAlias}`;
  return (
    <nav className={styles.nav} aria-label={t('bottomNav.label')}>
      <button type="button" className={styles.item} onClick={onInfo}>
        <Info aria-hidden="true" size={22} />
        <span>{t('bottomNav.info')}</span>
      </button>
      <NavLink to={`${base}/promotions`} className={styles.item}>
        <Percent aria-hidden="true" size={22} />
        <span>{t('bottomNav.promotions')}</span>
      </NavLink>
      <NavLink to={base} end className={styles.item}>
        <UtensilsCrossed aria-hidden="true" size={22} />
        <span>{t('bottomNav.menu')}</span>
      </NavLink>
      <ProfileEntry
        brand={brand}
        cityAlias={cityAlias}
        authEnabled={authEnabled}
        className={styles.item}
        iconSize={22}
      />
      <CartButton count={cartCount} compact />
    </nav>
  );
}
