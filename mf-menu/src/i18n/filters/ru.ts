// `menu-filters`: the strings of mf-menu's filter panel (opened by a tap on the filter button), in
// Russian: the default language and the key layout every other language is typed against.
// ../filters.ts registers them from the panel's lazily loaded chunk, so the home page's first screen
// does not load them.

export const menuFilters = {
  filters: {
    dietary: 'Питание',
    vegan: 'Вегетарианское',
    noSpicy: 'Без острого',
    kids: 'Для детей',
    allergens: 'Без аллергенов',
    done: 'Готово',
  },
};

/** The shape of menu-filters's strings in every language: the Russian key layout. */
export type MenuFiltersStrings = typeof menuFilters;
