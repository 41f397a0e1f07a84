// The API's texts (namespaces `api`: cart messages, gift conditions, interval notices, field errors;
// `user`, `orders`, `tracking`: each module's own) in Ukrainian.
import type { ApiStrings, OrdersStrings, TrackingStrings, UserStrings } from './ru';

export const api: ApiStrings = {
  products_unavailable: 'Деякі товари тут недоступні й не враховані в сумі: {{names}}.',
  shop_not_accepting: 'Ресторан зараз не приймає замовлення: замовте на завтра або оберіть інший ресторан.',
  minimum_order: 'Мінімальна сума замовлення на доставку — {{amount}}. Додайте ще {{remaining}}.',
  free_delivery: 'Додайте ще {{remaining}} — і доставка буде безкоштовною.',
  promocode_minimum: 'Промокод {{code}} діє для замовлень від {{amount}}.',
  promocode_order_type: 'Промокод {{code}} діє лише на {{type}}.',
  promocode_expired: 'Термін дії промокоду минув.',
  promocode_not_started: 'Промокод ще не діє.',
  /** Spec §8: a limited call (sign-in, order lookup, promocodes). */
  too_many_attempts: 'Забагато спроб, спробуйте пізніше',
  promocode_not_found: 'Промокод не знайдено.',
  bonus_deadline: 'Бонуси можна було витратити до {{date}}. Нарахування бонусів призупинено.',
  bonuses_unavailable: 'Бонусна програма недоступна.',
  bonuses_with_promocode: 'Бонуси не можна списати разом із промокодом.',
  bonuses_too_many: 'Можна списати не більше ніж {{amount}}.',
  gift_min_subtotal: 'Замовте від {{amount}}',
  gift_delivery_only: 'Лише для доставки',
  gift_takeaway_only: 'Лише для самовивозу',
  gift_group_in_cart: 'Додайте до замовлення: {{group}}',
  gift_promocode: 'Застосуйте промокод {{code}}',
  gift_unknown: 'Подарунок не знайдено.',
  gift_max: 'Цього подарунка можна взяти не більше ніж {{count}}.',
  slots_taken_delivery: 'Усі слоти доставки вже зайняті. Але ми готові доставити ваше замовлення іншого дня.',
  slots_taken_takeaway: 'Усі слоти зайняті. Будемо раді приготувати ваше замовлення іншого дня.',
  closed_day: 'Цього дня ми не працюємо. Оберіть інший день.',
  no_intervals_today:
    'Сьогодні вже не встигнемо приготувати замовлення, але можемо приготувати його пізніше.',
  date_unavailable: 'На цю дату замовити не можна.',
  today: 'сьогодні',
  tomorrow: 'завтра',
  asap_closed:
    'Зараз ми зачинені й не можемо почати готувати одразу. Найближчий час: {{day}}, {{time}}. Оберіть його або інший час.',
  interval_unavailable: 'Цей інтервал недоступний',
  product_unknown: 'Товар не знайдено.',
  product_unavailable: 'Цей товар тут не продається.',
  product_stop: 'Цей товар зараз закінчився.',
  product_not_in_cart: 'Цього товару немає в кошику.',
  quantity_cap: 'Цього товару можна додати не більше ніж {{count}} шт.',
  modifiers_invalid: 'Оберіть добавки за правилами товару.',
  modifier_range: '{{name}}: оберіть від {{min}} до {{max}}.',
  modifier_unavailable: '{{name}} зараз недоступно.',
  modifier_unknown: 'У цього товару немає такої добавки.',
  delivery_address_required: 'Вкажіть адресу доставки.',
  shop_required: 'Оберіть ресторан.',
  address_not_found: 'Адресу не знайдено.',
  address_not_available: 'Доставка за цією адресою поки недоступна.',
  no_bag: 'Тут немає пакета, від якого можна відмовитися.',
  delivery: 'доставку',
  takeaway: 'самовивіз',
  /** A write from another site, or one not sent as JSON (http/csrf.ts). */
  csrf_refused: 'Запит відхилено: його надіслано з іншого сайту.',
  json_required: 'Надішліть дані у форматі JSON (application/json).',
};

/** Namespace `user`: sign-in, profile and favourites (modules/user, session). */
export const user: UserStrings = {
  unauthorized: 'Увійдіть в акаунт.',
  captcha_failed: 'Перевірку captcha не пройдено, спробуйте ще раз.',
  auth_disabled: 'Вхід за телефоном тут недоступний.',
  otp_unavailable: 'Не вдалося надіслати код, спробуйте пізніше.',
  code_wrong: 'Невірний код.',
  code_expired: 'Код недійсний, запросіть новий.',
  unknown_city: 'Місто не знайдено.',
  phone_read_only: 'Телефон змінити не можна.',
  birthday_range: 'Дата народження — з {{min}} по {{max}}.',
  product_not_found: 'Товар не знайдено.',
  not_a_favorite: 'Цього товару немає в обраному.',
  code_not_found: 'Код на цей телефон не надсилався.',
};

/** Namespace `orders`: checkout and payment, and the payment types' names (modules/orders, payments). */
export const orders: OrdersStrings = {
  auth_required: 'Увійдіть, щоб оформити замовлення.',
  cart_empty: 'Кошик порожній.',
  phone_required: 'Вкажіть телефон.',
  phone_invalid: 'Перевірте номер телефону.',
  room_required: 'Вкажіть квартиру або офіс.',
  payment_type_unavailable: 'Цей спосіб оплати тут недоступний.',
  change: 'Сума, з якої потрібна решта, менша за суму замовлення ({{total}}).',
  bonuses_changed: 'Бонусів на рахунку менше, ніж списується. Оновіть кошик.',
  order_not_found: 'Замовлення не знайдено.',
  order_cache_expired: 'Час на оплату минув. Оформіть замовлення ще раз.',
  order_not_payable: 'Це замовлення не можна оплатити.',
  payment_expired: 'Час на оплату минув, замовлення скасовано.',
  payment_error: 'Під час оплати замовлення сталася помилка, перевірте спосіб оплати.',
  insufficient_funds: 'Недостатньо коштів на картці.',
  authentication_failed: 'Банк не підтвердив платіж (3-D Secure).',
  payment_pending: 'Чекаємо підтвердження від банку.',
  card_required: 'Введіть дані картки.',
  card_invalid: 'Дані картки не прийнято. Введіть їх ще раз.',
  verify_param: 'Помилка під час створення замовлення, спробуйте ще раз або зателефонуйте на гарячу лінію.',
  sberpay_push: 'Ми надіслали запит на оплату в застосунок СберБанк Онлайн на номер {{phone}}.',
  idempotency_mismatch: 'Цей ключ ідемпотентності вже використано для іншого запиту.',
  idempotency_in_flight: 'Запит із цим ключем ще виконується. Повторіть за кілька секунд.',
  signature_invalid: 'Невірний підпис.',
  payment_type: {
    cash: 'Готівкою',
    card_courier: 'Карткою при отриманні',
    card: 'Карткою онлайн',
    sbp: 'СБП',
    sberpay: 'SberPay',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    aggregator: 'Оплата частинами',
  },
};

/** Namespace `tracking`: the order statuses and the tracking calls' errors (modules/tracking). */
export const tracking: TrackingStrings = {
  not_cancelable: 'Скасувати можна лише прийняте замовлення, яке ще не почали готувати.',
  not_repeatable: 'Повторити можна лише виконане або скасоване замовлення.',
  sign_in_required: 'Увійдіть, щоб побачити свої замовлення.',
  no_courier: 'Курʼєр ще не в дорозі.',
  product_gone: 'Цього товару більше немає в меню.',
  shop_gone: 'Ресторану, з якого було замовлення, більше немає. Оберіть інший.',
  status: {
    waiting_for_payment: {
      name: 'Очікує оплати',
      description: 'Замовлення піде на кухню, щойно пройде оплата.',
    },
    accepted: {
      name: 'Замовлення прийнято',
      description: 'Скоро почнемо готувати.',
    },
    cooking: {
      name: 'Готується',
      description: 'Кухарі вже готують ваше замовлення.',
    },
    sent: {
      name: 'Передано курʼєру',
      description: 'Курʼєр уже їде до вас.',
    },
    done: {
      name: 'Замовлення виконано',
      description: 'Смачного!',
    },
    canceled: {
      name: 'Замовлення скасовано',
      description: 'Якщо залишилися питання, зателефонуйте нам.',
    },
  },
  takeaway_cooking: 'Кухарі вже готують ваше замовлення — заберіть його в закладі, коли воно буде готове.',
  accepted_for_interval: 'Почнемо готувати до обраного часу.',
};
