// mf-menu's strings (namespace `menu`) in German.
import type { MenuStrings } from './ru';

export const menu: MenuStrings = {
  home: {
    oftenOrdered: 'Oft bestellt',
    categories: 'Kategorien',
    select: 'Auswählen',
  },
  intro: {
    cityTitle: 'Speisekarte — {{city}}',
    chooseCity: 'Andere Stadt wählen',
  },
  catalog: {
    promotions: 'Aktionen',
    popularGroups: 'Beliebte Kategorien',
    dishes_one: '{{count}} Gericht',
    dishes_few: '{{count}} Gerichte',
    dishes_many: '{{count}} Gerichte',
    dishes_other: '{{count}} Gerichte',
    loading: 'Speisekarte wird geladen…',
    error: 'Die Speisekarte konnte nicht geladen werden',
    empty: 'Hier gibt es noch keine Gerichte — wählen Sie ein anderes Restaurant oder eine andere Adresse',
    nothingFound: 'Nichts gefunden',
    nothingFoundHint: 'Versuchen Sie eine andere Suche oder setzen Sie die Filter zurück',
  },
  filters: {
    search: 'Speisekarte durchsuchen',
    searchPlaceholder: 'Gericht oder Zutat',
    closeSearch: 'Suche schließen',
    open: 'Filter',
    reset: 'Filter zurücksetzen',
    found_one: '{{count}} Gericht gefunden',
    found_few: '{{count}} Gerichte gefunden',
    found_many: '{{count}} Gerichte gefunden',
    found_other: '{{count}} Gerichte gefunden',
  },
  lastHour: {
    title: 'Wir schließen bald',
    minutes_one: 'Das Restaurant nimmt noch {{count}} Minute Bestellungen an',
    minutes_few: 'Das Restaurant nimmt noch {{count}} Minuten Bestellungen an',
    minutes_many: 'Das Restaurant nimmt noch {{count}} Minuten Bestellungen an',
    minutes_other: 'Das Restaurant nimmt noch {{count}} Minuten Bestellungen an',
  },
  favorites: {
    title: 'Favoriten',
  },
  closedNotice: {
    title: 'Wir haben gerade geschlossen',
    orderLater: 'Bestellen Sie jetzt für eine spätere Uhrzeit – wir bereiten sie bis dahin zu.',
    orderTomorrow: 'Sie können für morgen oder einen anderen Tag bestellen.',
    closingTitle: 'Wir schließen bald',
    orderSoon:
      'Bestellen Sie jetzt für die nächste Zeit, die heute noch möglich ist, oder für morgen oder einen anderen Tag.',
  },
};
