// The shell's `shell-cities` strings in Turkish.
import type { ShellCitiesStrings } from './ru';

export const shellCities: ShellCitiesStrings = {
  cities: {
    title: 'Şehrinizi seçin',
    searchPlaceholder: 'Şehir ara',
    bigCities: 'Büyük şehirler',
    nothingFound: 'Şehir bulunamadı',
  },
};
