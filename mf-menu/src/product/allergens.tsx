// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/product';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './product-info.module.css';

/** Spec §2: the allergens, behind a button that expands them. */
export function Allergens({ allergens }: { allergens: readonly string[] }) {
  const { t } = useTranslation('menu-product');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (allergens.length === 0) return null;
  return (
    <div className={styles.allergens}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((state) => !state)}
      >
        {/* The label says what a press does now: show them, or hide them again. */}
        {t(open ? 'productModal.hideAllergens' : 'productModal.showAllergens')}
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" focusable="false" />
      </button>
      <div id={id} hidden={!open} className={styles.allergenList}>
        <span className={styles.allergenTitle}>{t('productModal.allergens')}:</span> {allergens.join(', ')}
      </div>
    </div>
  );
}
