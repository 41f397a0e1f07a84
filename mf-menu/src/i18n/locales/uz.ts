// mf-menu's strings (namespace `menu`) in Uzbek (Latin script, with the modifier letter ʻ in oʻ and gʻ).
import type { MenuStrings } from './ru';

export const menu: MenuStrings = {
  home: {
    oftenOrdered: 'Koʻp buyurtma qilinadi',
    categories: 'Toifalar',
    select: 'Tanlash',
  },
  intro: {
    cityTitle: 'Menyu — {{city}}',
    chooseCity: 'Boshqa shaharni tanlang',
  },
  catalog: {
    promotions: 'Aksiyalar',
    popularGroups: 'Mashhur boʻlimlar',
    dishes_one: '{{count}} ta taom',
    dishes_few: '{{count}} ta taom',
    dishes_many: '{{count}} ta taom',
    dishes_other: '{{count}} ta taom',
    loading: 'Menyu yuklanmoqda…',
    error: 'Menyuni yuklab boʻlmadi',
    empty: 'Bu yerda hozircha taomlar yoʻq — boshqa restoran yoki manzilni tanlang',
    nothingFound: 'Hech narsa topilmadi',
    nothingFoundHint: 'Boshqa soʻrovni sinab koʻring yoki filtrlarni tozalang',
  },
  filters: {
    search: 'Menyudan qidirish',
    searchPlaceholder: 'Taom yoki tarkib',
    closeSearch: 'Qidiruvni yopish',
    open: 'Filtrlar',
    reset: 'Filtrlarni tozalash',
    found_one: '{{count}} ta taom topildi',
    found_few: '{{count}} ta taom topildi',
    found_many: '{{count}} ta taom topildi',
    found_other: '{{count}} ta taom topildi',
  },
  lastHour: {
    title: 'Tez orada yopilamiz',
    minutes_one: 'Restoran yana {{count}} daqiqa buyurtma qabul qiladi',
    minutes_few: 'Restoran yana {{count}} daqiqa buyurtma qabul qiladi',
    minutes_many: 'Restoran yana {{count}} daqiqa buyurtma qabul qiladi',
    minutes_other: 'Restoran yana {{count}} daqiqa buyurtma qabul qiladi',
  },
  favorites: {
    title: 'Sevimlilar',
  },
  closedNotice: {
    title: 'Hozir biz yopiqmiz',
    orderLater: 'Buyurtmani hozir keyinroq vaqtga bering — unga tayyorlab qoʻyamiz.',
    orderTomorrow: 'Ertaga yoki boshqa kunga buyurtma berishingiz mumkin.',
    closingTitle: 'Tez orada yopilamiz',
    orderSoon: 'Bugun hali mumkin boʻlgan eng yaqin vaqtga yoki ertaga yoxud boshqa kunga buyurtma bering.',
  },
};
