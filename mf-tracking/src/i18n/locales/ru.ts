// mf-tracking's strings (namespace `tracking`) in Russian, the default language and the source of the key
// layout: every other language is typed against this object, so a missing or extra key is a type
// error (src/i18n/locales.test.ts checks it too). Plural keys carry all four suffixes (_one, _few,
// _many, _other) in every language, so the key sets stay identical.

export const tracking = {
  title: 'Отслеживание заказа',
  statuses: {
    accepted: 'Принят',
    cooking: 'Готовится',
    sent: 'В пути',
    done: 'Выполнен',
    canceled: 'Отменён',
    waiting_for_payment: 'Ожидает оплаты',
  },
  lookup: {
    title: 'Статус заказа',
    phone: 'Телефон',
    order: 'Номер заказа',
    submit: 'Узнать статус заказа',
  },
  page: {
    orderTitle: 'Заказ № {{orderId}}',
  },
  statusInfo: {
    waiting_for_payment: 'Заказ уйдёт на кухню, как только пройдёт оплата.',
    accepted: 'Мы получили заказ и скоро начнём готовить.',
    acceptedForInterval: 'Начнём готовить к выбранному времени.',
    cooking: 'Повара уже готовят ваш заказ.',
    cookingTakeaway: 'Повара уже готовят ваш заказ — заберите его в заведении, когда он будет готов.',
    sent: 'Курьер уже едет к вам.',
    done: 'Приятного аппетита!',
    doneTakeaway: 'Заказ готов и выдан. Приятного аппетита!',
    canceled: 'Заказ отменён. Если остались вопросы, позвоните нам.',
  },
  trackingView: {
    toMenu: 'В меню',
    progress: 'Ход заказа',
    stepDone: 'пройдено',
    stepCurrent: 'сейчас',
    stepNext: 'впереди',
    deliveryTo: 'Доставка: {{address}}',
    /** A delivery whose address is not shown (a guest's lookup). */
    delivery: 'Доставка курьером',
    pickupAt: 'Самовывоз: {{shop}}',
    products: 'Состав заказа',
    total: 'Итого',
    deliveryPrice: 'Доставка',
    mapLabel: 'Курьер на карте',
    eta: 'Ориентировочно к {{time}}',
    route: 'Путь курьера',
    announce: 'Статус заказа: {{status}}.',
    announceEta: 'Статус заказа: {{status}}. Ориентировочно к {{time}}.',
    cancel: 'Отменить заказ',
    cancelQuestion: 'Отменить заказ №{{orderId}}?',
    cancelYes: 'Да, отменить',
    cancelNo: 'Нет, оставить',
    repeat: 'Повторить заказ',
    repeatPartial: 'Не всё удалось вернуть в корзину: {{names}}',
    notFound: 'Заказ не найден. Проверьте номер или найдите заказ по телефону.',
    loadFailed: 'Не удалось загрузить заказ.',
    lookup: 'Узнать статус заказа',
    network: 'Нет связи с сервером. Проверьте подключение к интернету.',
  },
  lookupForm: {
    lead: 'Введите телефон, с которым оформляли заказ, и номер заказа.',
    notFound: 'Информация не найдена. Проверьте телефон и номер заказа.',
    orderDigits: 'Номер заказа — только цифры',
  },
  orderPrices: {
    packages: 'Упаковка',
    discount: 'Скидка',
    bonuses: 'Оплачено бонусами',
  },
  scheduledCooking: {
    startsFor: 'Начнём готовить заранее, чтобы заказ был готов к {{time}}, {{day}}.',
    today: 'сегодня',
    tomorrow: 'завтра',
  },
};

/** The shape of mf-tracking's strings in every language: the Russian key layout. */
export type TrackingStrings = typeof tracking;
