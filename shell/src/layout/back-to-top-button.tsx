import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './back-to-top.module.css';

/** The button itself (back-to-top.tsx shows it): its own chunk, fetched once the customer has scrolled. */
export function BackToTopButton() {
  const { t } = useTranslation('shell');
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp aria-hidden="true" />
    </button>
  );
}
