// mf-menu's strings (namespace `menu`) in Russian, the default language and the source of the key
// layout: every other language is typed against this object, so a missing or extra key is a type
// error (src/i18n/locales.test.ts checks it too). Plural keys carry all four suffixes (_one, _few,
// _many, _other) in every language, so the key sets stay identical.

export const menu = {
  home: {
    oftenOrdered: 'Часто заказывают',
    categories: 'Категории',
    select: 'Выбрать',
  },
  intro: {
    cityTitle: 'Меню — {{city}}',
    chooseCity: 'Выбрать другой город',
  },
  catalog: {
    promotions: 'Акции',
    popularGroups: 'Популярные разделы',
    dishes_one: '{{count}} блюдо',
    dishes_few: '{{count}} блюда',
    dishes_many: '{{count}} блюд',
    dishes_other: '{{count}} блюда',
    loading: 'Загружаем меню…',
    error: 'Не удалось загрузить меню',
    empty: 'Здесь пока нет блюд — выберите другой ресторан или адрес',
    nothingFound: 'Ничего не нашлось',
    nothingFoundHint: 'Попробуйте другой запрос или сбросьте фильтры',
  },
  filters: {
    search: 'Поиск по меню',
    searchPlaceholder: 'Блюдо или ингредиент',
    closeSearch: 'Закрыть поиск',
    open: 'Фильтры',
    reset: 'Сбросить фильтры',
    found_one: 'Найдено {{count}} блюдо',
    found_few: 'Найдено {{count}} блюда',
    found_many: 'Найдено {{count}} блюд',
    found_other: 'Найдено {{count}} блюда',
  },
  lastHour: {
    title: 'Скоро закрываемся',
    minutes_one: 'Ресторан принимает заказы ещё {{count}} минуту',
    minutes_few: 'Ресторан принимает заказы ещё {{count}} минуты',
    minutes_many: 'Ресторан принимает заказы ещё {{count}} минут',
    minutes_other: 'Ресторан принимает заказы ещё {{count}} минуты',
  },
  favorites: {
    title: 'Избранное',
  },
  closedNotice: {
    title: 'Сейчас мы закрыты',
    orderLater: 'Оформите заказ сейчас на более позднее время — приготовим его к нему.',
    orderTomorrow: 'Можно оформить заказ на завтра или на другой день.',
    closingTitle: 'Скоро закрываемся',
    orderSoon: 'Оформите заказ на ближайшее время, которое ещё успеем сегодня, или на завтра и другой день.',
  },
};

/** The shape of mf-menu's strings in every language: the Russian key layout. */
export type MenuStrings = typeof menu;
