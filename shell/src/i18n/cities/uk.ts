// The shell's `shell-cities` strings in Ukrainian.
import type { ShellCitiesStrings } from './ru';

export const shellCities: ShellCitiesStrings = {
  cities: {
    title: 'Оберіть місто',
    searchPlaceholder: 'Пошук міста',
    bigCities: 'Великі міста',
    nothingFound: 'Місто не знайдено',
  },
};
