// mf-menu's strings (namespace `menu`) in Ukrainian.
import type { MenuStrings } from './ru';

export const menu: MenuStrings = {
  home: {
    oftenOrdered: 'Часто замовляють',
    categories: 'Категорії',
    select: 'Обрати',
  },
  intro: {
    cityTitle: 'Меню — {{city}}',
    chooseCity: 'Обрати інше місто',
  },
  catalog: {
    promotions: 'Акції',
    popularGroups: 'Популярні розділи',
    dishes_one: '{{count}} страва',
    dishes_few: '{{count}} страви',
    dishes_many: '{{count}} страв',
    dishes_other: '{{count}} страви',
    loading: 'Завантажуємо меню…',
    error: 'Не вдалося завантажити меню',
    empty: 'Тут поки немає страв — оберіть інший ресторан або адресу',
    nothingFound: 'Нічого не знайдено',
    nothingFoundHint: 'Спробуйте інший запит або скиньте фільтри',
  },
  filters: {
    search: 'Пошук у меню',
    searchPlaceholder: 'Страва або інгредієнт',
    closeSearch: 'Закрити пошук',
    open: 'Фільтри',
    reset: 'Скинути фільтри',
    found_one: 'Знайдено {{count}} страву',
    found_few: 'Знайдено {{count}} страви',
    found_many: 'Знайдено {{count}} страв',
    found_other: 'Знайдено {{count}} страви',
  },
  lastHour: {
    title: 'Скоро зачиняємося',
    minutes_one: 'Ресторан приймає замовлення ще {{count}} хвилину',
    minutes_few: 'Ресторан приймає замовлення ще {{count}} хвилини',
    minutes_many: 'Ресторан приймає замовлення ще {{count}} хвилин',
    minutes_other: 'Ресторан приймає замовлення ще {{count}} хвилини',
  },
  favorites: {
    title: 'Обране',
  },
  closedNotice: {
    title: 'Зараз ми зачинені',
    orderLater: 'Оформіть замовлення зараз на пізніший час — приготуємо його до нього.',
    orderTomorrow: 'Можна оформити замовлення на завтра або на інший день.',
    closingTitle: 'Скоро зачиняємося',
    orderSoon:
      'Оформіть замовлення на найближчий час, який ще можливий сьогодні, або на завтра чи інший день.',
  },
};
