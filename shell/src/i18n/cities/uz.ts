// The shell's `shell-cities` strings in Uzbek (Latin script, with the modifier letter ʻ in oʻ and gʻ).
import type { ShellCitiesStrings } from './ru';

export const shellCities: ShellCitiesStrings = {
  cities: {
    title: 'Shaharni tanlang',
    searchPlaceholder: 'Shaharni qidirish',
    bigCities: 'Yirik shaharlar',
    nothingFound: 'Shahar topilmadi',
  },
};
