// mf-menu's strings (namespace `menu`) in English, the fallback language.
import type { MenuStrings } from './ru';

export const menu: MenuStrings = {
  home: {
    oftenOrdered: 'Often ordered',
    categories: 'Categories',
    select: 'Select',
  },
  intro: {
    cityTitle: 'Menu — {{city}}',
    chooseCity: 'Choose another city',
  },
  catalog: {
    promotions: 'Promotions',
    popularGroups: 'Popular categories',
    dishes_one: '{{count}} dish',
    dishes_few: '{{count}} dishes',
    dishes_many: '{{count}} dishes',
    dishes_other: '{{count}} dishes',
    loading: 'Loading the menu…',
    error: 'Could not load the menu',
    empty: 'No dishes here yet — choose another restaurant or address',
    nothingFound: 'Nothing found',
    nothingFoundHint: 'Try another search or reset the filters',
  },
  filters: {
    search: 'Search the menu',
    searchPlaceholder: 'Dish or ingredient',
    closeSearch: 'Close search',
    open: 'Filters',
    reset: 'Reset filters',
    found_one: 'Found {{count}} dish',
    found_few: 'Found {{count}} dishes',
    found_many: 'Found {{count}} dishes',
    found_other: 'Found {{count}} dishes',
  },
  lastHour: {
    title: 'Closing soon',
    minutes_one: 'The restaurant takes orders for {{count}} more minute',
    minutes_few: 'The restaurant takes orders for {{count}} more minutes',
    minutes_many: 'The restaurant takes orders for {{count}} more minutes',
    minutes_other: 'The restaurant takes orders for {{count}} more minutes',
  },
  favorites: {
    title: 'Favourites',
  },
  closedNotice: {
    title: 'We are closed now',
    orderLater: 'Place your order now for a later time and we will have it ready then.',
    orderTomorrow: 'You can order for tomorrow or another day.',
    closingTitle: 'Closing soon',
    orderSoon: 'Order now for the nearest time we can still make today, or for tomorrow or another day.',
  },
};
