// The allergen and dietary filters (beyond the spec), under the category bar. Loaded when a tap opens the
// panel (home-view.tsx; the server never renders it), with its strings.

// The strings this module shows, registered before it renders (not in the first screen's script).
import '../i18n/filters';
import { Button, Checkbox } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { DIETARY_FILTERS, type DietaryFilter, type MenuFilter } from '../domain/menu-rules';
import styles from './filter-panel.module.css';

export interface FilterPanelProps {
  id: string;
  allergens: readonly string[];
  filter: MenuFilter;
  onChange(filter: MenuFilter): void;
  onClose(): void;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** Allergen and dietary filters (beyond the spec): products that match an exclusion are hidden. */
export default function FilterPanel({ id, allergens, filter, onChange, onClose }: FilterPanelProps) {
  // `menu-filters` is the panel's own; `menu` has what the first screen shows too (the filter button's
  // name, the reset button of an empty search result).
  const { t } = useTranslation(['menu-filters', 'menu']);
  const dietLabel: Record<DietaryFilter, string> = {
    vegan: t('filters.vegan'),
    noSpicy: t('filters.noSpicy'),
    kids: t('filters.kids'),
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of two fieldsets, not a form that submits
    <div
      id={id}
      role="group"
      aria-label={t('menu:filters.open')}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <fieldset className={styles.set}>
        <legend className={styles.legend}>{t('filters.dietary')}</legend>
        <div className={styles.options}>
          {DIETARY_FILTERS.map((diet) => (
            <Checkbox
              key={diet}
              label={dietLabel[diet]}
              checked={filter.dietary.includes(diet)}
              onChange={(event) =>
                onChange({ ...filter, dietary: toggle(filter.dietary, diet, event.target.checked) })
              }
            />
          ))}
        </div>
      </fieldset>
      {allergens.length > 0 && (
        <fieldset className={styles.set}>
          <legend className={styles.legend}>{t('filters.allergens')}</legend>
          <div className={styles.options}>
            {allergens.map((allergen) => (
              <Checkbox
                key={allergen}
                label={capitalize(allergen)}
                checked={filter.excludeAllergens.includes(allergen)}
                onChange={(event) =>
                  onChange({
                    ...filter,
                    excludeAllergens: toggle(filter.excludeAllergens, allergen, event.target.checked),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          size="s"
          onClick={() => onChange({ ...filter, excludeAllergens: [], dietary: [] })}
          disabled={filter.excludeAllergens.length === 0 && filter.dietary.length === 0}
        >
          {t('menu:filters.reset')}
        </Button>
        <Button size="s" onClick={onClose}>
          {t('filters.done')}
        </Button>
      </div>
    </div>
  );
}
