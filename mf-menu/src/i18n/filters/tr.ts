// mf-menu's `menu-filters` strings in Turkish.
import type { MenuFiltersStrings } from './ru';

export const menuFilters: MenuFiltersStrings = {
  filters: {
    dietary: 'Beslenme',
    vegan: 'Vejetaryen',
    noSpicy: 'Acısız',
    kids: 'Çocuklar için',
    allergens: 'Alerjen içermeyen',
    done: 'Tamam',
  },
};
