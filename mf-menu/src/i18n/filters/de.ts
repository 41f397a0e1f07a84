// mf-menu's `menu-filters` strings in German.
import type { MenuFiltersStrings } from './ru';

export const menuFilters: MenuFiltersStrings = {
  filters: {
    dietary: 'Ernährung',
    vegan: 'Vegetarisch',
    noSpicy: 'Nicht scharf',
    kids: 'Für Kinder',
    allergens: 'Ohne Allergene',
    done: 'Fertig',
  },
};
