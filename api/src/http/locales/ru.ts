// The API's texts (namespaces `api`: cart messages, gift conditions, interval notices, field errors;
// `user`, `orders`, `tracking`: each module's own) in Russian, the default language and the source of
// the key layout: every other language is typed against these objects, so a missing or extra key is
// a type error (http/texts.test.ts checks it too).
// Placeholders are i18next's {{name}}; http/texts.ts fills them with the request's values.

export const api = {
  products_unavailable: 'Некоторые товары здесь недоступны и не учтены в сумме: {{names}}.',
  shop_not_accepting:
    'Заведение сейчас не принимает заказы: закажите на завтра или выберите другое заведение.',
  minimum_order: 'Минимальная сумма заказа на доставку — {{amount}}. Добавьте ещё {{remaining}}.',
  free_delivery: 'Добавьте ещё {{remaining}} — и доставка будет бесплатной.',
  promocode_minimum: 'Промокод {{code}} действует при заказе от {{amount}}.',
  promocode_order_type: 'Промокод {{code}} действует только на {{type}}.',
  promocode_expired: 'Срок действия промокода истёк.',
  promocode_not_started: 'Промокод ещё не действует.',
  /** Spec §8: a limited call (sign-in, order lookup, promocodes). */
  too_many_attempts: 'Слишком много попыток, попробуйте позже',
  promocode_not_found: 'Промокод не найден.',
  bonus_deadline: 'Бонусы можно было потратить до {{date}}. Начисление бонусов приостановлено.',
  bonuses_unavailable: 'Бонусная программа недоступна.',
  bonuses_with_promocode: 'Бонусы нельзя списать вместе с промокодом.',
  bonuses_too_many: 'Можно списать не больше {{amount}}.',
  gift_min_subtotal: 'Закажите от {{amount}}',
  gift_delivery_only: 'Только для доставки',
  gift_takeaway_only: 'Только для самовывоза',
  gift_group_in_cart: 'Добавьте в заказ: {{group}}',
  gift_promocode: 'Примените промокод {{code}}',
  gift_unknown: 'Подарок не найден.',
  gift_max: 'Этого подарка можно взять не больше {{count}}.',
  slots_taken_delivery: 'Все слоты доставки уже заняты. Но мы готовы доставить ваш заказ в другой день.',
  slots_taken_takeaway: 'Все слоты заняты. Будем рады приготовить ваш заказ в другой день.',
  closed_day: 'В этот день мы не работаем. Выберите другой день.',
  no_intervals_today: 'Сегодня заказ уже не успеем приготовить, но можем приготовить его позже.',
  date_unavailable: 'На эту дату заказать нельзя.',
  today: 'сегодня',
  tomorrow: 'завтра',
  asap_closed:
    'Сейчас мы закрыты и не можем начать готовить сразу. Ближайшее время: {{day}}, {{time}}. Выберите его или другое время.',
  interval_unavailable: 'Этот интервал недоступен',
  product_unknown: 'Товар не найден.',
  product_unavailable: 'Этот товар здесь не продаётся.',
  product_stop: 'Этот товар сейчас закончился.',
  product_not_in_cart: 'Этого товара нет в корзине.',
  quantity_cap: 'Этого товара можно добавить не больше {{count}} шт.',
  modifiers_invalid: 'Выберите добавки по правилам товара.',
  modifier_range: '{{name}}: выберите от {{min}} до {{max}}.',
  modifier_unavailable: '{{name}} сейчас недоступно.',
  modifier_unknown: 'У этого товара нет такой добавки.',
  delivery_address_required: 'Укажите адрес доставки.',
  shop_required: 'Выберите заведение.',
  address_not_found: 'Адрес не найден.',
  address_not_available: 'Доставка по этому адресу пока недоступна.',
  no_bag: 'Здесь нет пакета, от которого можно отказаться.',
  delivery: 'доставку',
  takeaway: 'самовывоз',
  /** A write from another site, or one not sent as JSON (http/csrf.ts). */
  csrf_refused: 'Запрос отклонён: он отправлен с другого сайта.',
  json_required: 'Отправьте данные в формате JSON.',
};

export type ApiStrings = typeof api;

/** Namespace `user`: sign-in, profile and favourites (modules/user, session). */
export const user = {
  unauthorized: 'Войдите в аккаунт.',
  captcha_failed: 'Проверка captcha не пройдена, попробуйте ещё раз.',
  auth_disabled: 'Вход по телефону здесь недоступен.',
  otp_unavailable: 'Не удалось отправить код, попробуйте позже.',
  code_wrong: 'Неверный код.',
  code_expired: 'Код недействителен, запросите новый.',
  unknown_city: 'Город не найден.',
  phone_read_only: 'Телефон изменить нельзя.',
  birthday_range: 'Дата рождения — от {{min}} до {{max}}.',
  product_not_found: 'Товар не найден.',
  not_a_favorite: 'Этого товара нет в избранном.',
  code_not_found: 'Код для этого телефона не отправлялся.',
};

/** Namespace `orders`: checkout and payment, and the payment types' names (modules/orders, payments). */
export const orders = {
  auth_required: 'Войдите, чтобы оформить заказ.',
  cart_empty: 'Корзина пуста.',
  phone_required: 'Укажите телефон.',
  phone_invalid: 'Проверьте номер телефона.',
  room_required: 'Укажите квартиру или офис.',
  payment_type_unavailable: 'Этот способ оплаты здесь недоступен.',
  change: 'Сумма, с которой нужна сдача, меньше суммы заказа ({{total}}).',
  bonuses_changed: 'Бонусов на счёте меньше, чем списывается. Обновите корзину.',
  order_not_found: 'Заказ не найден.',
  order_cache_expired: 'Время на оплату истекло. Оформите заказ ещё раз.',
  order_not_payable: 'Этот заказ нельзя оплатить.',
  payment_expired: 'Время на оплату истекло, заказ отменён.',
  payment_error: 'При оплате заказа произошла ошибка, проверьте способ оплаты.',
  insufficient_funds: 'Недостаточно средств на карте.',
  authentication_failed: 'Банк не подтвердил платёж (3-D Secure).',
  payment_pending: 'Ожидаем подтверждения от банка.',
  card_required: 'Введите данные карты.',
  card_invalid: 'Данные карты не приняты. Введите их снова.',
  verify_param: 'Ошибка при создании заказа, попробуйте ещё раз или позвоните на горячую линию.',
  sberpay_push: 'Мы отправили запрос на оплату в приложение СберБанк Онлайн на номер {{phone}}.',
  idempotency_mismatch: 'Этот ключ идемпотентности уже использован для другого запроса.',
  idempotency_in_flight: 'Запрос с этим ключом ещё выполняется. Повторите через пару секунд.',
  signature_invalid: 'Неверная подпись.',
  payment_type: {
    cash: 'Наличными',
    card_courier: 'Картой при получении',
    card: 'Картой онлайн',
    sbp: 'СБП',
    sberpay: 'SberPay',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    aggregator: 'Оплата частями',
  },
};

/** Namespace `tracking`: the order statuses and the tracking calls' errors (modules/tracking). */
export const tracking = {
  not_cancelable: 'Отменить можно только принятый заказ, который ещё не начали готовить.',
  not_repeatable: 'Повторить можно только выполненный или отменённый заказ.',
  sign_in_required: 'Войдите, чтобы увидеть свои заказы.',
  no_courier: 'Курьер ещё не в пути.',
  product_gone: 'Этого товара больше нет в меню.',
  shop_gone: 'Заведения, из которого был заказ, больше нет. Выберите другое.',
  status: {
    waiting_for_payment: {
      name: 'Ожидает оплаты',
      description: 'Заказ уйдёт на кухню, как только пройдёт оплата.',
    },
    accepted: {
      name: 'Заказ принят',
      description: 'Скоро начнём готовить.',
    },
    cooking: {
      name: 'Готовится',
      description: 'Повара уже готовят ваш заказ.',
    },
    sent: {
      name: 'Передан курьеру',
      description: 'Курьер уже едет к вам.',
    },
    done: {
      name: 'Заказ выполнен',
      description: 'Приятного аппетита!',
    },
    canceled: {
      name: 'Заказ отменён',
      description: 'Если остались вопросы, позвоните нам.',
    },
  },
  takeaway_cooking: 'Повара уже готовят ваш заказ — заберите его в заведении, когда он будет готов.',
  accepted_for_interval: 'Начнём готовить к выбранному времени.',
};

export type UserStrings = typeof user;
export type OrdersStrings = typeof orders;
export type TrackingStrings = typeof tracking;
