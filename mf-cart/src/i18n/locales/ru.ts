// mf-cart's strings (namespace `cart`) in Russian, the default language and the source of the key
// layout: every other language is typed against this object, so a missing or extra key is a type
// error (src/i18n/locales.test.ts checks it too). Plural keys carry all four suffixes (_one, _few,
// _many, _other) in every language, so the key sets stay identical.

export const cart = {
  title: 'Корзина',
  empty: 'В корзине пока пусто',
  clear: 'Очистить корзину',
  order: 'Оформить заказ',
  total: 'Итого',
  items_one: '{{count}} товар',
  items_few: '{{count}} товара',
  items_many: '{{count}} товаров',
  items_other: '{{count}} товара',
  confirmEmpty: {
    title: 'Очистить корзину?',
  },
  view: {
    clearShort: 'Очистить',
    emptyLead: 'Добавьте что-нибудь вкусное из меню — привезём горячим.',
    toMenu: 'Перейти в меню',
    loadError: 'Не удалось загрузить корзину',
    products: 'Товары в корзине',
    related: 'Дополнения',
    unavailable: 'Сейчас недоступны',
  },
  line: {
    remove: 'Удалить «{{name}}»',
    removeShort: 'Удалить',
    unavailable: 'Нет в этом ресторане',
    stop: 'Временно закончилось',
  },
  gifts: {
    title: 'Подарки к заказу',
    free: 'Бесплатно',
    add: 'Добавить',
    addNamed: 'Добавить подарок «{{name}}»',
    remove: 'Убрать',
    removeNamed: 'Убрать подарок «{{name}}»',
    locked: 'Пока недоступен',
    met: 'Условие выполнено',
    notMet: 'Условие не выполнено',
  },
  packages: {
    title: 'Упаковка',
    bag: 'Нужен пакет',
    bagFixed: 'Без пакета этот заказ не собрать',
    free: 'Бесплатно',
  },
  promocode: {
    label: 'Промокод',
    placeholder: 'Введите промокод',
    apply: 'Применить',
    remove: 'Удалить промокод',
    applied: 'Промокод применён',
    saving: 'Скидка {{amount}}',
    notYet: 'Скидка появится при заказе от {{amount}}',
    required: 'Введите промокод',
    invalid: 'Этот промокод не подошёл',
  },
  totals: {
    subtotal: 'Товары',
    packages: 'Упаковка',
    delivery: 'Доставка',
    discount: 'Скидка',
    bonuses: 'Бонусы',
    free: 'Бесплатно',
    freeDeliveryLeft: 'Добавьте ещё {{amount}} — и доставка будет бесплатной',
    freeDelivery: 'Доставка бесплатная',
  },
  minOrder: {
    message: 'Минимальная сумма заказа на доставку — {{minimum}}. Добавьте ещё {{remaining}}.',
    button: 'Ещё {{remaining}} до минимальной суммы',
  },
  orderButton: {
    signIn: 'Войти и оформить заказ',
    signInHint: 'Заказ оформляется после входа по номеру телефона',
    noShop: 'Выберите ресторан, чтобы оформить самовывоз',
    noAddress: 'Укажите адрес, чтобы оформить доставку',
    chooseShop: 'Выбрать ресторан',
    chooseAddress: 'Указать адрес',
  },
  orderType: {
    label: 'Способ получения',
  },
  messages: {
    productsUnavailable: 'Некоторых товаров сейчас нет: {{names}}. В заказ они не войдут.',
    shopNotAccepting:
      'Ресторан сейчас не принимает заказы. Закажите на другое время или выберите другой ресторан.',
    promocodeExpired: 'Срок действия промокода истёк — он удалён из корзины.',
    promocodeMinimum: 'Промокод {{code}} действует при заказе от {{amount}}.',
  },
  step2: {
    title: 'Оформление заказа',
    lead: 'Осталось указать получателя, время и способ оплаты.',
    summary: '{{items}} на сумму {{total}}',
    loading: 'Загружаем форму заказа…',
    back: 'Вернуться в корзину',
  },
  confirmClear: {
    lead: 'Все товары, подарки и промокод будут удалены.',
    confirm: 'Да, очистить',
    cancel: 'Оставить',
    failed: 'Не удалось очистить корзину. Попробуйте ещё раз.',
  },
};

/** The shape of mf-cart's strings in every language: the Russian key layout. */
export type CartStrings = typeof cart;
