import type { City } from '@storefront/shared/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './footer.module.css';

export function Footer({ city }: { city: City | null }) {
  const { t } = useTranslation('shell');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {city?.email && (
          <a href={`mailto:${city.email}`} className={styles.link}>
            {city.email}
          </a>
        )}
        <nav className={styles.links} aria-label={t('footer.legal')}>
          <Link to="/legal-info">{t('pages.legalInfo.title')}</Link>
          <Link to="/privacy-policy">{t('pages.privacyPolicy.title')}</Link>
          <Link to="/user-agreement">{t('pages.userAgreement.title')}</Link>
        </nav>
        <p className={styles.copy}>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
