// mf-menu's `menu-filters` strings in Uzbek.
import type { MenuFiltersStrings } from './ru';

export const menuFilters: MenuFiltersStrings = {
  filters: {
    dietary: 'Ovqatlanish',
    vegan: 'Vegetarian taomlar',
    noSpicy: 'Achchiq emas',
    kids: 'Bolalar uchun',
    allergens: 'Allergensiz',
    done: 'Tayyor',
  },
};
