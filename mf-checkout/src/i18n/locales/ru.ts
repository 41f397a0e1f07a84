// mf-checkout's strings (namespace `checkout`) in Russian, the default language and the source of the key
// layout: every other language is typed against this object, so a missing or extra key is a type
// error (src/i18n/locales.test.ts checks it too). Plural keys carry all four suffixes (_one, _few,
// _many, _other) in every language, so the key sets stay identical.

export const checkout = {
  title: 'Оформление заказа',
  order: 'Заказать',
  pay: 'Оплатить',
  errors: {
    modalDefaultCheckoutErrorMessage:
      'Ошибка при создании заказа. Попробуйте ещё раз или позвоните на горячую линию.',
    payment: 'При оплате заказа произошла ошибка. Проверьте способ оплаты.',
  },
  paymentPage: {
    title: 'Оплата заказа',
  },
  outcome: {
    successTitle: 'Заказ принят',
    successLead: 'Спасибо! Мы уже начали готовить.',
    failureTitle: 'Ошибка оплаты',
    failureLead: 'Оплата не прошла. Проверьте способ оплаты.',
  },
  intervals: {
    title: 'Выберите время',
  },
  bonusInfo: {
    title: 'Бонусы',
  },
  form: {
    back: 'Назад в корзину',
    contacts: 'Контакты',
    name: 'Имя',
    phone: 'Телефон',
    phoneFromLogin: 'Телефон: {{phone}}',
    delivery: 'Доставка',
    address: 'Адрес',
    addressMissing: 'Адрес не выбран',
    change: 'Изменить',
    apartment: 'Квартира',
    entrance: 'Подъезд',
    floor: 'Этаж',
    comment: 'Комментарий курьеру',
    takeaway: 'Самовывоз',
    shopMissing: 'Ресторан не выбран',
    orderComment: 'Комментарий к заказу',
    payment: 'Способ оплаты',
    cash: 'С какой суммы подготовить сдачу',
    cashHint: 'Оставьте пустым, если сдача не нужна',
    cashShort: 'Сумма меньше стоимости заказа',
    receiptEmail: 'E-mail для чека',
    bonuses: 'Бонусы',
    bonusToggle: 'Списать {{amount}} (на счёте {{balance}})',
    bonusInfo: 'Как работают бонусы',
    subtotal: 'Товары',
    packages: 'Упаковка',
    deliveryPrice: 'Доставка',
    free: 'Бесплатно',
    discount: 'Скидка',
    bonusesSpent: 'Бонусами',
    total: 'Итого',
  },
  times: {
    title: 'Когда',
    date: 'День',
    interval: 'Время',
    today: 'Сегодня',
    tomorrow: 'Завтра',
    asap: 'Как можно скорее',
    more: 'Другое время',
    unavailable: 'Этот интервал недоступен',
    loadError: 'Не удалось загрузить интервалы',
    allTakenDelivery: 'Все слоты доставки уже заняты. Но мы готовы доставить ваш заказ в другой день.',
    allTakenTakeaway: 'Все слоты заняты. Будем рады приготовить ваш заказ в другой день.',
  },
  gateway: {
    back: 'Вернуться к оформлению',
    total: 'К оплате:',
    timeLeft: 'Осталось времени на оплату',
    cardNumber: 'Номер карты',
    cardExpiry: 'Срок действия',
    cardCvv: 'CVV/CVC',
    insufficientFunds: 'Недостаточно средств на карте',
    notFound: 'Платёж не найден или время на оплату вышло',
    sbpTitle: 'Оплата через СБП',
    sbpLead: 'Отсканируйте QR-код в приложении банка или откройте ссылку.',
    sberpayTitle: 'Оплата SberPay',
    sberpayLead: 'Мы отправили запрос в приложение банка. Подтвердите оплату там или по QR-коду.',
    qrAlt: 'QR-код для оплаты',
    openBank: 'Открыть банк',
    waitingBank: 'Ждём подтверждения от банка…',
    sbpStart: 'Оплатить через СБП',
    sberpayStart: 'Оплатить SberPay',
    checking3ds: 'Проверяем платёж…',
  },
  cardErrors: {
    number: {
      empty: 'Введите номер карты',
      invalid: 'Неверный номер карты',
    },
    cvv: {
      empty: 'Введите CVV/CVC',
      invalid: 'Неверный CVV/CVC',
    },
    expiry: {
      empty: 'Введите срок действия',
      invalid: 'Неверный срок действия',
      expired: 'Срок действия карты истёк',
    },
    unknown: 'Не удалось оплатить картой',
  },
  result: {
    number: 'Номер заказа:',
    phone: 'Вопросы по заказу:',
    track: 'Отследить заказ',
    cartKept: 'Корзина сохранена — можно оплатить другим способом.',
    retry: 'Оплатить другим способом',
    toMenu: 'В меню',
    bonusRule:
      'Бонусами можно оплатить заказ почти целиком: за каждую позицию остаётся заплатить хотя бы 1 ₽. Начисление бонусов приостановлено.',
  },
  orderDrops: {
    unavailable: 'Не войдут в заказ — их сейчас нет: {{names}}',
  },
  closedTimes: {
    title: 'Сейчас мы закрыты',
    next: '«Как можно скорее» сейчас недоступно. Выбрано ближайшее возможное время: {{day}}, {{time}}.',
    none: '«Как можно скорее» сейчас недоступно. Выберите день и время заказа.',
  },
  scheduled: {
    lead: 'Спасибо! Начнём готовить к {{time}}, {{day}}: заказ будет готов к этому времени.',
    today: 'сегодня',
    tomorrow: 'завтра',
  },
};

/** The shape of mf-checkout's strings in every language: the Russian key layout. */
export type CheckoutStrings = typeof checkout;
