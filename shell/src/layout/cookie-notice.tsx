import { COOKIE_DAYS, readCookie, writeCookie } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { Button } from '@storefront/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_NOTICE_DELAY_MS } from '../domain/constants';
import styles from './cookie-notice.module.css';

export const COOKIE_CONSENT = 'cookie_accepted';

/** Spec §2: the cookie notice appears 2 s after load until accepted (kept 256 days, §9). */
export function CookieNotice() {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (readCookie(COOKIE_CONSENT)) return;
    const timer = setTimeout(() => setShown(true), COOKIE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!shown) return null;
  return (
    <section className={styles.notice} aria-label={t('cookieNotice.accept')}>
      <p className={styles.text}>{t('cookieNotice.text')}</p>
      <Button
        size="s"
        data-testid={testIds.shell.cookieAccept}
        onClick={() => {
          writeCookie(COOKIE_CONSENT, '1', COOKIE_DAYS);
          setShown(false);
        }}
      >
        {t('cookieNotice.accept')}
      </Button>
    </section>
  );
}
