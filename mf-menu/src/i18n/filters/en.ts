// mf-menu's `menu-filters` strings in English.
import type { MenuFiltersStrings } from './ru';

export const menuFilters: MenuFiltersStrings = {
  filters: {
    dietary: 'Diet',
    vegan: 'Vegetarian',
    noSpicy: 'Not spicy',
    kids: 'For kids',
    allergens: 'Without allergens',
    done: 'Done',
  },
};
