// Texts of the tracking calls in Russian (default) and English (every other language), like
// http/texts.ts; kept here so the module owns its wording. Each error also carries a machine code.
import type { OrderStatusAlias } from '@storefront/shared/contract';
import type { Lang } from '../../http/texts';

const STATUS_TEXTS: Record<OrderStatusAlias, Record<Lang, { name: string; description: string }>> = {
  waiting_for_payment: {
    ru: { name: 'Ожидает оплаты', description: 'Заказ уйдёт на кухню, как только пройдёт оплата.' },
    en: { name: 'Waiting for payment', description: 'The order goes to the kitchen once it is paid.' },
  },
  accepted: {
    ru: { name: 'Заказ принят', description: 'Скоро начнём готовить.' },
    en: { name: 'Order accepted', description: 'We will start cooking soon.' },
  },
  cooking: {
    ru: { name: 'Готовится', description: 'Повара уже готовят ваш заказ.' },
    en: { name: 'Cooking', description: 'Our cooks are preparing your order.' },
  },
  sent: {
    ru: { name: 'Передан курьеру', description: 'Курьер уже едет к вам.' },
    en: { name: 'On the way', description: 'The courier is on the way to you.' },
  },
  done: {
    ru: { name: 'Заказ выполнен', description: 'Приятного аппетита!' },
    en: { name: 'Order completed', description: 'Enjoy your meal!' },
  },
  canceled: {
    ru: { name: 'Заказ отменён', description: 'Если остались вопросы, позвоните нам.' },
    en: { name: 'Order canceled', description: 'If you have any questions, give us a call.' },
  },
};

/** Takeaway orders are collected, not delivered: a different line while they are being cooked. */
const TAKEAWAY_COOKING: Record<Lang, string> = {
  ru: 'Повара уже готовят ваш заказ — заберите его в заведении, когда он будет готов.',
  en: 'Our cooks are preparing your order: collect it at the shop when it is ready.',
};

/** Accepted for a later interval: cooking starts in time for it. */
const ACCEPTED_FOR_INTERVAL: Record<Lang, string> = {
  ru: 'Начнём готовить к выбранному времени.',
  en: 'We will start cooking in time for the chosen slot.',
};

export function statusText(
  lang: Lang,
  alias: OrderStatusAlias,
  situation: { takeaway: boolean; laterInterval: boolean },
): { name: string; description: string } {
  const base = STATUS_TEXTS[alias][lang];
  if (alias === 'cooking' && situation.takeaway) return { ...base, description: TAKEAWAY_COOKING[lang] };
  if (alias === 'accepted' && situation.laterInterval)
    return { ...base, description: ACCEPTED_FOR_INTERVAL[lang] };
  return base;
}

const TEXTS = {
  order_not_found: { ru: 'Заказ не найден.', en: 'Order not found.' },
  not_cancelable: {
    ru: 'Отменить можно только принятый заказ, который ещё не начали готовить.',
    en: 'Only an accepted order that is not being cooked yet can be canceled.',
  },
  not_repeatable: {
    ru: 'Повторить можно только выполненный или отменённый заказ.',
    en: 'Only a completed or canceled order can be repeated.',
  },
  sign_in_required: { ru: 'Войдите, чтобы увидеть свои заказы.', en: 'Sign in to see your orders.' },
  too_many_attempts: {
    ru: 'Слишком много попыток, попробуйте позже',
    en: 'Too many attempts, try again later',
  },
  no_courier: { ru: 'Курьер ещё не в пути.', en: 'There is no courier on the way.' },
  product_gone: { ru: 'Этого товара больше нет в меню.', en: 'This product is no longer on the menu.' },
  shop_gone: {
    ru: 'Заведения, из которого был заказ, больше нет. Выберите другое.',
    en: 'The shop of this order is no longer open. Choose another one.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type TrackingTextKey = keyof typeof TEXTS;

export function trackingText(lang: Lang, key: TrackingTextKey): string {
  return TEXTS[key][lang];
}
