// Texts the user calls show people, in Russian (default) and English (the fallback of every other
// interface language), like api/src/http/texts.ts; kept here so modules do not collide in one file.
import type { Lang } from '../../http/texts';

const TEXTS = {
  unauthorized: { ru: 'Войдите в аккаунт.', en: 'Please sign in.' },
  too_many_attempts: {
    ru: 'Слишком много попыток, попробуйте позже',
    en: 'Too many attempts, try again later',
  },
  captcha_failed: {
    ru: 'Проверка captcha не пройдена, попробуйте ещё раз.',
    en: 'The captcha check failed, try again.',
  },
  auth_disabled: { ru: 'Вход по телефону здесь недоступен.', en: 'Sign-in is not available here.' },
  otp_unavailable: {
    ru: 'Не удалось отправить код, попробуйте позже.',
    en: 'Could not send the code, try again later.',
  },
  code_wrong: { ru: 'Неверный код.', en: 'Wrong code.' },
  code_expired: {
    ru: 'Код недействителен, запросите новый.',
    en: 'The code is no longer valid, request a new one.',
  },
  unknown_city: { ru: 'Город не найден.', en: 'Unknown city.' },
  phone_read_only: { ru: 'Телефон изменить нельзя.', en: 'The phone cannot be changed.' },
  birthday_range: {
    ru: 'Дата рождения — от {min} до {max}.',
    en: 'The birthday must be between {min} and {max}.',
  },
  address_not_found: { ru: 'Адрес не найден.', en: 'Address not found.' },
  product_not_found: { ru: 'Товар не найден.', en: 'Product not found.' },
  not_a_favorite: { ru: 'Этого товара нет в избранном.', en: 'This product is not in your favourites.' },
  code_not_found: { ru: 'Код для этого телефона не отправлялся.', en: 'No code was sent to this phone.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type UserTextKey = keyof typeof TEXTS;

export function userText(lang: Lang, key: UserTextKey, params: Record<string, string | number> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
