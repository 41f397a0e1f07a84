// Texts of checkout and payment, in Russian (default) and English (every other language), like
// http/texts.ts. Each error also carries a machine code (PAYMENT_ERROR_CODES / ERROR_CODES).
import type { PaymentTypeAlias } from '@storefront/shared/contract';
import type { Lang } from '../../http/texts';

const TEXTS = {
  auth_required: {
    ru: 'Войдите, чтобы оформить заказ.',
    en: 'Sign in to place an order.',
  },
  cart_empty: { ru: 'Корзина пуста.', en: 'The cart is empty.' },
  phone_required: { ru: 'Укажите телефон.', en: 'Enter a phone number.' },
  phone_invalid: { ru: 'Проверьте номер телефона.', en: 'Check the phone number.' },
  room_required: { ru: 'Укажите квартиру или офис.', en: 'Enter the apartment or office.' },
  payment_type_unavailable: {
    ru: 'Этот способ оплаты здесь недоступен.',
    en: 'This payment method is not available here.',
  },
  change: {
    ru: 'Сумма, с которой нужна сдача, меньше суммы заказа ({total}).',
    en: 'The cash amount is less than the order total ({total}).',
  },
  bonuses_changed: {
    ru: 'Бонусов на счёте меньше, чем списывается. Обновите корзину.',
    en: 'Your bonus balance is lower than the write-off. Refresh the cart.',
  },
  order_not_found: { ru: 'Заказ не найден.', en: 'Order not found.' },
  order_cache_expired: {
    ru: 'Время на оплату истекло. Оформите заказ ещё раз.',
    en: 'The time to pay has run out. Place the order again.',
  },
  order_not_payable: {
    ru: 'Этот заказ нельзя оплатить.',
    en: 'This order cannot be paid.',
  },
  payment_expired: {
    ru: 'Время на оплату истекло, заказ отменён.',
    en: 'The time to pay has run out; the order is canceled.',
  },
  payment_error: {
    ru: 'При оплате заказа произошла ошибка, проверьте способ оплаты.',
    en: 'An error occurred when paying for the order, check the payment method.',
  },
  insufficient_funds: { ru: 'Недостаточно средств на карте.', en: 'Insufficient funds on the card.' },
  authentication_failed: {
    ru: 'Банк не подтвердил платёж (3-D Secure).',
    en: 'The bank did not confirm the payment (3-D Secure).',
  },
  payment_pending: {
    ru: 'Ожидаем подтверждения от банка.',
    en: 'Waiting for confirmation from the bank.',
  },
  card_required: { ru: 'Введите данные карты.', en: 'Enter the card details.' },
  card_invalid: {
    ru: 'Данные карты не приняты. Введите их снова.',
    en: 'The card details were not accepted. Enter them again.',
  },
  verify_param: {
    ru: 'Ошибка при создании заказа, попробуйте ещё раз или позвоните на горячую линию.',
    en: 'Error creating the order, try again or contact the hotline.',
  },
  sberpay_push: {
    ru: 'Мы отправили запрос на оплату в приложение СберБанк Онлайн на номер {phone}.',
    en: 'We sent a payment request to the SberBank Online app on {phone}.',
  },
  idempotency_mismatch: {
    ru: 'Этот ключ идемпотентности уже использован для другого запроса.',
    en: 'This idempotency key was used for a different request.',
  },
  idempotency_in_flight: {
    ru: 'Запрос с этим ключом ещё выполняется. Повторите через пару секунд.',
    en: 'A request with this key is still running. Retry in a few seconds.',
  },
  signature_invalid: { ru: 'Неверная подпись.', en: 'Invalid signature.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type OrderTextKey = keyof typeof TEXTS;

export function orderText(
  lang: Lang,
  key: OrderTextKey,
  params: Record<string, string | number> = {},
): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export const PAYMENT_TYPE_NAMES: Record<PaymentTypeAlias, Record<Lang, string>> = {
  cash: { ru: 'Наличными', en: 'Cash' },
  card_courier: { ru: 'Картой при получении', en: 'Card on receipt' },
  card: { ru: 'Картой онлайн', en: 'Card online' },
  sbp: { ru: 'СБП', en: 'SBP (fast payment system)' },
  sberpay: { ru: 'SberPay', en: 'SberPay' },
  apple_pay: { ru: 'Apple Pay', en: 'Apple Pay' },
  google_pay: { ru: 'Google Pay', en: 'Google Pay' },
  aggregator: { ru: 'Оплата частями', en: 'Pay in instalments' },
};
