// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/product';
import type { NutritionalValue } from '@storefront/shared/contract';
import { Info } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './product-info.module.css';

/** Spec §2 nutrition tooltip, as a toggletip: a button that shows the values beside it. */
export function NutritionTip({ value }: { value: NutritionalValue }) {
  const { t, i18n } = useTranslation(['menu-product', 'common']);
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const rows: [string, string][] = [
    [t('productModal.proteins'), t('common:units.g', { value: number.format(value.proteins) })],
    [t('productModal.fats'), t('common:units.g', { value: number.format(value.fats) })],
    [t('productModal.carbohydrates'), t('common:units.g', { value: number.format(value.carbohydrates) })],
    [t('productModal.energy'), t('productModal.kcal', { value: number.format(value.kilocalories) })],
  ];

  return (
    <span ref={wrapper} className={styles.tipWrap}>
      <button
        type="button"
        className={styles.tipButton}
        aria-label={t('productModal.nutrition')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((state) => !state)}
        // The tip never outstays its button (it stayed open over "show allergens"):
        // it closes when focus moves on and when the mouse leaves the button; a tap anywhere else
        // closes it too, and reaches what it tapped, since the tip lets pointers through (CSS).
        onBlur={() => setOpen(false)}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            // Closes the tip, not the modal.
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <Info size={18} aria-hidden="true" focusable="false" />
      </button>
      <span id={id} className={styles.tip} hidden={!open}>
        <span className={styles.tipTitle}>
          {t('productModal.nutrition')} · {t('productModal.nutritionPer').toLocaleLowerCase()}
        </span>
        <dl className={styles.tipList}>
          {rows.map(([label, amount]) => (
            <div key={label} className={styles.tipRow}>
              <dt>{label}</dt>
              <dd>{amount}</dd>
            </div>
          ))}
        </dl>
      </span>
    </span>
  );
}
