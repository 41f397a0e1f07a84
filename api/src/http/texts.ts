// Texts the API shows people (cart messages, gift conditions, interval notices, field errors), in
// Russian (the default) or English (the fallback for every other interface language, spec §1).
// Each also travels with a machine code, so a client may translate it itself.
import type { FastifyRequest } from 'fastify';

export type Lang = 'ru' | 'en';

const TEXTS = {
  products_unavailable: {
    ru: 'Некоторые товары здесь недоступны и не учтены в сумме: {names}.',
    en: 'Some products are not available here and are not counted: {names}.',
  },
  shop_not_accepting: {
    ru: 'Заведение сейчас не принимает заказы: закажите на завтра или выберите другое заведение.',
    en: 'This shop is not accepting orders now: order for tomorrow or choose another shop.',
  },
  minimum_order: {
    ru: 'Минимальная сумма заказа на доставку — {amount}. Добавьте ещё {remaining}.',
    en: 'The minimum order for delivery is {amount}. Add {remaining} more.',
  },
  free_delivery: {
    ru: 'Добавьте ещё {remaining} — и доставка будет бесплатной.',
    en: 'Add {remaining} more for free delivery.',
  },
  promocode_minimum: {
    ru: 'Промокод {code} действует при заказе от {amount}.',
    en: 'Promocode {code} needs an order of {amount} or more.',
  },
  promocode_order_type: {
    ru: 'Промокод {code} действует только на {type}.',
    en: 'Promocode {code} is for {type} only.',
  },
  promocode_expired: { ru: 'Срок действия промокода истёк.', en: 'The promocode has expired.' },
  promocode_not_started: { ru: 'Промокод ещё не действует.', en: 'The promocode is not active yet.' },
  promocode_not_found: { ru: 'Промокод не найден.', en: 'Promocode not found.' },
  bonus_deadline: {
    ru: 'Бонусы можно было потратить до {date}. Начисление бонусов приостановлено.',
    en: 'Bonuses could be spent until {date}. Bonus accrual is paused.',
  },
  bonuses_unavailable: { ru: 'Бонусная программа недоступна.', en: 'The bonus program is not available.' },
  bonuses_with_promocode: {
    ru: 'Бонусы нельзя списать вместе с промокодом.',
    en: 'Bonuses cannot be spent together with a promocode.',
  },
  bonuses_too_many: { ru: 'Можно списать не больше {amount}.', en: 'You can spend up to {amount}.' },
  gift_min_subtotal: { ru: 'Закажите от {amount}', en: 'Order {amount} or more' },
  gift_delivery_only: { ru: 'Только для доставки', en: 'Delivery orders only' },
  gift_takeaway_only: { ru: 'Только для самовывоза', en: 'Takeaway orders only' },
  gift_group_in_cart: { ru: 'Добавьте в заказ: {group}', en: 'Add something from {group}' },
  gift_promocode: { ru: 'Примените промокод {code}', en: 'Apply promocode {code}' },
  gift_unknown: { ru: 'Подарок не найден.', en: 'Unknown gift.' },
  gift_max: {
    ru: 'Этого подарка можно взять не больше {count}.',
    en: 'You can take up to {count} of this gift.',
  },
  slots_taken_delivery: {
    ru: 'Все слоты доставки уже заняты. Но мы готовы доставить ваш заказ в другой день.',
    en: 'All delivery slots are already taken. But we are ready to deliver your order on another day.',
  },
  slots_taken_takeaway: {
    ru: 'Все слоты заняты. Будем рады приготовить ваш заказ в другой день.',
    en: 'All slots are taken. We will be glad to prepare your order another day.',
  },
  closed_day: {
    ru: 'В этот день мы не работаем. Выберите другой день.',
    en: 'We are closed on this day. Choose another day.',
  },
  no_intervals_today: {
    ru: 'Сегодня заказ уже не успеем приготовить, но можем приготовить его позже.',
    en: 'Your order can no longer be ready today, but we can prepare it later.',
  },
  interval_unavailable: { ru: 'Этот интервал недоступен', en: 'This interval is unavailable' },
  product_unknown: { ru: 'Товар не найден.', en: 'Unknown product.' },
  product_unavailable: { ru: 'Этот товар здесь не продаётся.', en: 'This product is not sold here.' },
  product_stop: { ru: 'Этот товар сейчас закончился.', en: 'This product is out of stock right now.' },
  product_not_in_cart: { ru: 'Этого товара нет в корзине.', en: 'This product is not in the cart.' },
  quantity_cap: {
    ru: 'Этого товара можно добавить не больше {count} шт.',
    en: 'You can add up to {count} of this product.',
  },
  modifiers_invalid: {
    ru: 'Выберите добавки по правилам товара.',
    en: 'Choose the options as the product allows.',
  },
  modifier_range: { ru: '{name}: выберите от {min} до {max}.', en: '{name}: pick from {min} to {max}.' },
  modifier_unavailable: { ru: '{name} сейчас недоступно.', en: '{name} is unavailable right now.' },
  modifier_unknown: { ru: 'У этого товара нет такой добавки.', en: 'This product has no such option.' },
  delivery_address_required: { ru: 'Укажите адрес доставки.', en: 'Choose a delivery address.' },
  shop_required: { ru: 'Выберите заведение.', en: 'Choose a shop.' },
  address_not_found: { ru: 'Адрес не найден.', en: 'Address not found.' },
  address_not_available: {
    ru: 'Доставка по этому адресу пока недоступна.',
    en: 'Delivery to this address is not available yet.',
  },
  no_bag: { ru: 'Здесь нет пакета, от которого можно отказаться.', en: 'There is no bag to refuse here.' },
  delivery: { ru: 'доставку', en: 'delivery' },
  takeaway: { ru: 'самовывоз', en: 'takeaway' },
} as const satisfies Record<string, Record<Lang, string>>;

export type TextKey = keyof typeof TEXTS;
export type TextParams = Record<string, string | number>;

export function text(lang: Lang, key: TextKey, params: TextParams = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The language cookie (spec §1): Russian by default, English for every other language. */
export function requestLang(request: FastifyRequest): Lang {
  const language = request.cookies?.language;
  return !language || language === 'ru' ? 'ru' : 'en';
}

/** Interface locale for dates (day names), from the language cookie. */
export function requestLocale(request: FastifyRequest): string {
  const language = request.cookies?.language;
  return language && ['ru', 'en', 'tr', 'uz', 'de', 'uk'].includes(language) ? language : 'ru';
}
