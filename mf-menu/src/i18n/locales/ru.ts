// mf-menu's strings (namespace `menu`) in Russian, the default language and the source of the key
// layout: every other language is typed against this object, so a missing or extra key is a type
// error (src/i18n/locales.test.ts checks it too). Plural keys carry all four suffixes (_one, _few,
// _many, _other) in every language, so the key sets stay identical.

export const menu = {
  home: {
    title: 'Меню',
    oftenOrdered: 'Часто заказывают',
    categories: 'Категории',
    select: 'Выбрать',
  },
  product: {
    add: 'В корзину',
    details: 'Подробнее о блюде',
  },
  promotions: {
    title: 'Акции и скидки',
    more: 'Подробнее',
  },
  intro: {
    cityTitle: 'Меню — {{city}}',
    lead: 'Скоро здесь появятся блюда, акции и популярные товары.',
    chooseCity: 'Выбрать другой город',
  },
  productInfo: {
    title: 'О блюде',
  },
  promo: {
    title: 'Акция',
  },
  banner: {
    title: 'Специальное предложение',
  },
  catalog: {
    promotions: 'Акции',
    popularGroups: 'Популярные разделы',
    dishes_one: '{{count}} блюдо',
    dishes_few: '{{count}} блюда',
    dishes_many: '{{count}} блюд',
    dishes_other: '{{count}} блюда',
    goToGroup: 'Перейти к разделу «{{name}}»',
    loading: 'Загружаем меню…',
    error: 'Не удалось загрузить меню',
    empty: 'Здесь пока нет блюд — выберите другой ресторан или адрес',
    nothingFound: 'Ничего не нашлось',
    nothingFoundHint: 'Попробуйте другой запрос или сбросьте фильтры',
  },
  filters: {
    search: 'Поиск по меню',
    searchPlaceholder: 'Блюдо или ингредиент',
    clearSearch: 'Очистить поиск',
    closeSearch: 'Закрыть поиск',
    open: 'Фильтры',
    allergens: 'Без аллергенов',
    dietary: 'Питание',
    vegan: 'Вегетарианское',
    noSpicy: 'Без острого',
    kids: 'Для детей',
    reset: 'Сбросить фильтры',
    done: 'Готово',
    found_one: 'Найдено {{count}} блюдо',
    found_few: 'Найдено {{count}} блюда',
    found_many: 'Найдено {{count}} блюд',
    found_other: 'Найдено {{count}} блюда',
  },
  productModal: {
    nutrition: 'Пищевая ценность',
    nutritionPer: 'На порцию',
    proteins: 'Белки',
    fats: 'Жиры',
    carbohydrates: 'Углеводы',
    energy: 'Энергетическая ценность',
    kcal: '{{value}} ккал',
    allergens: 'Аллергены',
    showAllergens: 'Показать аллергены',
    addFor: 'В корзину за {{price}}',
    saveFor: 'Сохранить за {{price}}',
    inCart: 'В корзине',
    related: 'С этим заказывают',
    notFound: 'Это блюдо сейчас недоступно',
    chooseRequired: 'Выберите обязательные добавки',
    hintRange: 'Выберите от {{min}} до {{max}}',
    hintUpTo: 'Можно выбрать до {{count}}',
    hintExact: 'Выберите {{count}}',
    modifierPrice: '+{{price}}',
    extras: 'Дополнительно',
  },
  lastHour: {
    title: 'Скоро закрываемся',
    minutes_one: 'Ресторан принимает заказы ещё {{count}} минуту',
    minutes_few: 'Ресторан принимает заказы ещё {{count}} минуты',
    minutes_many: 'Ресторан принимает заказы ещё {{count}} минут',
    minutes_other: 'Ресторан принимает заказы ещё {{count}} минуты',
  },
  promotionsPage: {
    lead: 'Актуальные предложения в вашем городе',
    less: 'Свернуть',
    empty: 'Сейчас акций нет — загляните позже',
    moreAbout: 'Подробнее об акции «{{name}}»',
    notFound: 'Эта акция уже закончилась',
    toMenu: 'В меню',
  },
  bannerModal: {
    gone: 'Предложение больше не действует',
  },
  favorites: {
    add: 'В избранное',
    remove: 'В избранном',
    title: 'Избранное',
  },
  closedNotice: {
    title: 'Сейчас мы закрыты',
    orderLater: 'Оформите заказ сейчас на более позднее время — приготовим его к нему.',
    orderTomorrow: 'Можно оформить заказ на завтра или на другой день.',
  },
};

/** The shape of mf-menu's strings in every language: the Russian key layout. */
export type MenuStrings = typeof menu;
