// `shell-cities`: the strings of the shell's city list (the cities modal), in Russian: the default
// language and the key layout every other language is typed against. ../cities.ts registers them from the
// modal's lazily loaded chunk, so the shell's start-up script does not carry them.

export const shellCities = {
  cities: {
    title: 'Выберите город',
    searchPlaceholder: 'Поиск города',
    bigCities: 'Крупные города',
    nothingFound: 'Город не найден',
  },
};

/** The shape of shell-cities's strings in every language: the Russian key layout. */
export type ShellCitiesStrings = typeof shellCities;
