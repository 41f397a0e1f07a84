import { useIsMobile } from '@storefront/shared/ui';
import { ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_PX } from '../domain/constants';
import styles from './back-to-top.module.css';

/**
 * Spec §2: a back-to-top button appears after scrolling more than 1500 px. On a phone it sits over the
 * two-column grid and would cover a card's button, so there it shows only while the customer scrolls
 * back up (heading for the top), not while they read down the menu.
 */
export function BackToTop() {
  const { t } = useTranslation('shell');
  const mobile = useIsMobile();
  const [shown, setShown] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const up = y < lastY.current;
      lastY.current = y;
      setShown(y > BACK_TO_TOP_PX && (!mobile || up));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mobile]);

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
