// mf-menu's `menu-filters` strings in Ukrainian.
import type { MenuFiltersStrings } from './ru';

export const menuFilters: MenuFiltersStrings = {
  filters: {
    dietary: 'Харчування',
    vegan: 'Вегетаріанське',
    noSpicy: 'Без гострого',
    kids: 'Для дітей',
    allergens: 'Без алергенів',
    done: 'Готово',
  },
};
