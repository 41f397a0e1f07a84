// Texts the user calls show people, in every interface language (Russian by default, English as the
// fallback, Turkish, Uzbek, German, Ukrainian), like api/src/http/texts.ts; kept here so modules do
// not collide in one file.
import { type Lang, textInEveryLang } from '../../http/texts';

export const USER_TEXTS = {
  unauthorized: {
    ru: 'Войдите в аккаунт.',
    en: 'Please sign in.',
    tr: 'Lütfen giriş yapın.',
    uz: 'Hisobingizga kiring.',
    de: 'Bitte melden Sie sich an.',
    uk: 'Увійдіть в акаунт.',
  },
  // Spec §8's wording, one for every limited call.
  too_many_attempts: textInEveryLang('too_many_attempts'),
  captcha_failed: {
    ru: 'Проверка captcha не пройдена, попробуйте ещё раз.',
    en: 'The captcha check failed, try again.',
    tr: 'Captcha doğrulaması başarısız oldu, tekrar deneyin.',
    uz: 'Captcha tekshiruvidan oʻtilmadi, qaytadan urinib koʻring.',
    de: 'Die Captcha-Prüfung ist fehlgeschlagen, versuchen Sie es erneut.',
    uk: 'Перевірку captcha не пройдено, спробуйте ще раз.',
  },
  auth_disabled: {
    ru: 'Вход по телефону здесь недоступен.',
    en: 'Sign-in is not available here.',
    tr: 'Burada telefonla giriş yapılamıyor.',
    uz: 'Bu yerda telefon orqali kirish mavjud emas.',
    de: 'Die Anmeldung per Telefon ist hier nicht verfügbar.',
    uk: 'Вхід за телефоном тут недоступний.',
  },
  otp_unavailable: {
    ru: 'Не удалось отправить код, попробуйте позже.',
    en: 'Could not send the code, try again later.',
    tr: 'Kod gönderilemedi, daha sonra tekrar deneyin.',
    uz: 'Kodni yuborib boʻlmadi, keyinroq urinib koʻring.',
    de: 'Der Code konnte nicht gesendet werden, versuchen Sie es später erneut.',
    uk: 'Не вдалося надіслати код, спробуйте пізніше.',
  },
  code_wrong: {
    ru: 'Неверный код.',
    en: 'Wrong code.',
    tr: 'Yanlış kod.',
    uz: 'Notoʻgʻri kod.',
    de: 'Falscher Code.',
    uk: 'Невірний код.',
  },
  code_expired: {
    ru: 'Код недействителен, запросите новый.',
    en: 'The code is no longer valid, request a new one.',
    tr: 'Kod artık geçerli değil, yeni bir kod isteyin.',
    uz: 'Kod endi amal qilmaydi, yangisini soʻrang.',
    de: 'Der Code ist nicht mehr gültig, fordern Sie einen neuen an.',
    uk: 'Код недійсний, запросіть новий.',
  },
  unknown_city: {
    ru: 'Город не найден.',
    en: 'Unknown city.',
    tr: 'Şehir bulunamadı.',
    uz: 'Shahar topilmadi.',
    de: 'Stadt nicht gefunden.',
    uk: 'Місто не знайдено.',
  },
  phone_read_only: {
    ru: 'Телефон изменить нельзя.',
    en: 'The phone cannot be changed.',
    tr: 'Telefon numarası değiştirilemez.',
    uz: 'Telefon raqamini oʻzgartirib boʻlmaydi.',
    de: 'Die Telefonnummer kann nicht geändert werden.',
    uk: 'Телефон змінити не можна.',
  },
  birthday_range: {
    ru: 'Дата рождения — от {min} до {max}.',
    en: 'The birthday must be between {min} and {max}.',
    tr: 'Doğum tarihi {min} ile {max} arasında olmalı.',
    uz: 'Tugʻilgan sana {min} dan {max} gacha boʻlishi kerak.',
    de: 'Das Geburtsdatum muss zwischen {min} und {max} liegen.',
    uk: 'Дата народження — з {min} по {max}.',
  },
  product_not_found: {
    ru: 'Товар не найден.',
    en: 'Product not found.',
    tr: 'Ürün bulunamadı.',
    uz: 'Mahsulot topilmadi.',
    de: 'Artikel nicht gefunden.',
    uk: 'Товар не знайдено.',
  },
  not_a_favorite: {
    ru: 'Этого товара нет в избранном.',
    en: 'This product is not in your favourites.',
    tr: 'Bu ürün favorilerinizde yok.',
    uz: 'Bu mahsulot sevimlilarda yoʻq.',
    de: 'Dieser Artikel ist nicht in Ihren Favoriten.',
    uk: 'Цього товару немає в обраному.',
  },
  code_not_found: {
    ru: 'Код для этого телефона не отправлялся.',
    en: 'No code was sent to this phone.',
    tr: 'Bu telefon numarasına kod gönderilmedi.',
    uz: 'Bu telefon raqamiga kod yuborilmagan.',
    de: 'An diese Telefonnummer wurde kein Code gesendet.',
    uk: 'Код на цей телефон не надсилався.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type UserTextKey = keyof typeof USER_TEXTS;

export function userText(lang: Lang, key: UserTextKey, params: Record<string, string | number> = {}): string {
  return USER_TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
