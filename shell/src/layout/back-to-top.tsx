import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_PX } from '../domain/constants';
import styles from './back-to-top.module.css';

/** Spec §2: a back-to-top button appears after scrolling more than 1500 px. */
export function BackToTop() {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!shown) return null;
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
