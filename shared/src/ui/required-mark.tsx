import { useTranslation } from 'react-i18next';
import styles from './required-mark.module.css';

/**
 * The star after a required field's label. Hidden from assistive technology: the control itself
 * says `aria-required`, so the word is not read twice.
 */
export function RequiredMark() {
  const { t } = useTranslation('common');
  return (
    <span className={styles.star} aria-hidden="true" title={t('ui.required')}>
      *
    </span>
  );
}
