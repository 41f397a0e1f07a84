// The API's texts (namespace `api`: cart messages, gift conditions, interval notices, field errors) in
// Russian, the default language and the source of the key layout: every other language is typed
// against this object, so a missing or extra key is a type error (http/texts.test.ts checks it too).
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
};

export type ApiStrings = typeof api;
