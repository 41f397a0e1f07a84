import { useBusEvent } from '@storefront/shared/events';
import { Button } from '@storefront/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chunk-error-banner.module.css';

/** After a failed chunk load (a new deploy), offer the reload that fixes it. */
export function ChunkErrorBanner() {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);
  useBusEvent('shell:chunk-error', () => setShown(true));
  if (!shown) return null;
  return (
    <div role="alert" className={styles.banner}>
      <span>{t('chunkError.text')}</span>
      <Button size="s" onClick={() => window.location.reload()}>
        {t('chunkError.reload')}
      </Button>
    </div>
  );
}
