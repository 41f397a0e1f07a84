// The shell's `shell-cities` strings in German.
import type { ShellCitiesStrings } from './ru';

export const shellCities: ShellCitiesStrings = {
  cities: {
    title: 'Wählen Sie Ihre Stadt',
    searchPlaceholder: 'Stadt suchen',
    bigCities: 'Großstädte',
    nothingFound: 'Keine Stadt gefunden',
  },
};
