// The shell's `shell-cities` strings in English, the fallback language.
import type { ShellCitiesStrings } from './ru';

export const shellCities: ShellCitiesStrings = {
  cities: {
    title: 'Choose your city',
    searchPlaceholder: 'Search for a city',
    bigCities: 'Major cities',
    nothingFound: 'No city found',
  },
};
