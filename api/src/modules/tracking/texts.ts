// Texts of the tracking calls in every interface language (Russian by default, English as the
// fallback, Turkish, Uzbek, German, Ukrainian), like http/texts.ts; kept here so the module owns
// its wording. Each error also carries a machine code.
import type { OrderStatusAlias } from '@storefront/shared/contract';
import { type Lang, textInEveryLang } from '../../http/texts';

export const STATUS_TEXTS: Record<OrderStatusAlias, Record<Lang, { name: string; description: string }>> = {
  waiting_for_payment: {
    ru: { name: 'Ожидает оплаты', description: 'Заказ уйдёт на кухню, как только пройдёт оплата.' },
    en: { name: 'Waiting for payment', description: 'The order goes to the kitchen once it is paid.' },
    tr: { name: 'Ödeme bekleniyor', description: 'Sipariş, ödeme yapılır yapılmaz mutfağa gider.' },
    uz: { name: 'Toʻlov kutilmoqda', description: 'Toʻlov oʻtishi bilan buyurtma oshxonaga yuboriladi.' },
    de: {
      name: 'Wartet auf Zahlung',
      description: 'Die Bestellung geht in die Küche, sobald sie bezahlt ist.',
    },
    uk: { name: 'Очікує оплати', description: 'Замовлення піде на кухню, щойно пройде оплата.' },
  },
  accepted: {
    ru: { name: 'Заказ принят', description: 'Скоро начнём готовить.' },
    en: { name: 'Order accepted', description: 'We will start cooking soon.' },
    tr: { name: 'Sipariş alındı', description: 'Birazdan hazırlamaya başlıyoruz.' },
    uz: { name: 'Buyurtma qabul qilindi', description: 'Tez orada tayyorlashni boshlaymiz.' },
    de: { name: 'Bestellung angenommen', description: 'Wir fangen gleich mit dem Kochen an.' },
    uk: { name: 'Замовлення прийнято', description: 'Скоро почнемо готувати.' },
  },
  cooking: {
    ru: { name: 'Готовится', description: 'Повара уже готовят ваш заказ.' },
    en: { name: 'Cooking', description: 'Our cooks are preparing your order.' },
    tr: { name: 'Hazırlanıyor', description: 'Aşçılarımız siparişinizi hazırlıyor.' },
    uz: { name: 'Tayyorlanmoqda', description: 'Oshpazlarimiz buyurtmangizni tayyorlamoqda.' },
    de: { name: 'In Zubereitung', description: 'Unsere Köche bereiten Ihre Bestellung zu.' },
    uk: { name: 'Готується', description: 'Кухарі вже готують ваше замовлення.' },
  },
  sent: {
    ru: { name: 'Передан курьеру', description: 'Курьер уже едет к вам.' },
    en: { name: 'On the way', description: 'The courier is on the way to you.' },
    tr: { name: 'Kuryeye verildi', description: 'Kurye size doğru yolda.' },
    uz: { name: 'Kuryerga topshirildi', description: 'Kuryer sizga yoʻlda.' },
    de: { name: 'An den Kurier übergeben', description: 'Der Kurier ist auf dem Weg zu Ihnen.' },
    uk: { name: 'Передано курʼєру', description: 'Курʼєр уже їде до вас.' },
  },
  done: {
    ru: { name: 'Заказ выполнен', description: 'Приятного аппетита!' },
    en: { name: 'Order completed', description: 'Enjoy your meal!' },
    tr: { name: 'Sipariş tamamlandı', description: 'Afiyet olsun!' },
    uz: { name: 'Buyurtma bajarildi', description: 'Yoqimli ishtaha!' },
    de: { name: 'Bestellung abgeschlossen', description: 'Guten Appetit!' },
    uk: { name: 'Замовлення виконано', description: 'Смачного!' },
  },
  canceled: {
    ru: { name: 'Заказ отменён', description: 'Если остались вопросы, позвоните нам.' },
    en: { name: 'Order canceled', description: 'If you have any questions, give us a call.' },
    tr: { name: 'Sipariş iptal edildi', description: 'Sorularınız varsa bizi arayın.' },
    uz: { name: 'Buyurtma bekor qilindi', description: 'Savollaringiz boʻlsa, bizga qoʻngʻiroq qiling.' },
    de: { name: 'Bestellung storniert', description: 'Bei Fragen rufen Sie uns an.' },
    uk: { name: 'Замовлення скасовано', description: 'Якщо залишилися питання, зателефонуйте нам.' },
  },
};

/** Takeaway orders are collected, not delivered: a different line while they are being cooked. */
export const TAKEAWAY_COOKING: Record<Lang, string> = {
  ru: 'Повара уже готовят ваш заказ — заберите его в заведении, когда он будет готов.',
  en: 'Our cooks are preparing your order: collect it at the shop when it is ready.',
  tr: 'Aşçılarımız siparişinizi hazırlıyor: hazır olduğunda şubeden teslim alabilirsiniz.',
  uz: 'Oshpazlarimiz buyurtmangizni tayyorlamoqda: tayyor boʻlgach, uni filialdan olib keting.',
  de: 'Unsere Köche bereiten Ihre Bestellung zu: Holen Sie sie im Restaurant ab, sobald sie fertig ist.',
  uk: 'Кухарі вже готують ваше замовлення — заберіть його в закладі, коли воно буде готове.',
};

/** Accepted for a later interval: cooking starts in time for it. */
export const ACCEPTED_FOR_INTERVAL: Record<Lang, string> = {
  ru: 'Начнём готовить к выбранному времени.',
  en: 'We will start cooking in time for the chosen slot.',
  tr: 'Seçtiğiniz saate yetişecek şekilde hazırlamaya başlayacağız.',
  uz: 'Tanlangan vaqtga ulgurib tayyorlashni boshlaymiz.',
  de: 'Wir beginnen rechtzeitig zum gewählten Zeitfenster mit dem Kochen.',
  uk: 'Почнемо готувати до обраного часу.',
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

export const TRACKING_TEXTS = {
  not_cancelable: {
    ru: 'Отменить можно только принятый заказ, который ещё не начали готовить.',
    en: 'Only an accepted order that is not being cooked yet can be canceled.',
    tr: 'Yalnızca kabul edilmiş ve henüz hazırlanmaya başlanmamış bir sipariş iptal edilebilir.',
    uz: 'Faqat qabul qilingan va hali tayyorlanmagan buyurtmani bekor qilish mumkin.',
    de: 'Stornieren lässt sich nur eine angenommene Bestellung, die noch nicht zubereitet wird.',
    uk: 'Скасувати можна лише прийняте замовлення, яке ще не почали готувати.',
  },
  not_repeatable: {
    ru: 'Повторить можно только выполненный или отменённый заказ.',
    en: 'Only a completed or canceled order can be repeated.',
    tr: 'Yalnızca tamamlanmış veya iptal edilmiş bir sipariş tekrarlanabilir.',
    uz: 'Faqat bajarilgan yoki bekor qilingan buyurtmani takrorlash mumkin.',
    de: 'Wiederholen lässt sich nur eine abgeschlossene oder stornierte Bestellung.',
    uk: 'Повторити можна лише виконане або скасоване замовлення.',
  },
  sign_in_required: {
    ru: 'Войдите, чтобы увидеть свои заказы.',
    en: 'Sign in to see your orders.',
    tr: 'Siparişlerinizi görmek için giriş yapın.',
    uz: 'Buyurtmalaringizni koʻrish uchun kiring.',
    de: 'Melden Sie sich an, um Ihre Bestellungen zu sehen.',
    uk: 'Увійдіть, щоб побачити свої замовлення.',
  },
  too_many_attempts: textInEveryLang('too_many_attempts'),
  no_courier: {
    ru: 'Курьер ещё не в пути.',
    en: 'There is no courier on the way.',
    tr: 'Kurye henüz yola çıkmadı.',
    uz: 'Kuryer hali yoʻlga chiqmadi.',
    de: 'Der Kurier ist noch nicht unterwegs.',
    uk: 'Курʼєр ще не в дорозі.',
  },
  product_gone: {
    ru: 'Этого товара больше нет в меню.',
    en: 'This product is no longer on the menu.',
    tr: 'Bu ürün artık menüde yok.',
    uz: 'Bu mahsulot endi menyuda yoʻq.',
    de: 'Dieser Artikel ist nicht mehr im Menü.',
    uk: 'Цього товару більше немає в меню.',
  },
  shop_gone: {
    ru: 'Заведения, из которого был заказ, больше нет. Выберите другое.',
    en: 'The shop of this order is no longer open. Choose another one.',
    tr: 'Siparişin verildiği restoran artık yok. Başka bir restoran seçin.',
    uz: 'Buyurtma berilgan restoran endi ishlamaydi. Boshqasini tanlang.',
    de: 'Das Restaurant dieser Bestellung gibt es nicht mehr. Wählen Sie ein anderes.',
    uk: 'Ресторану, з якого було замовлення, більше немає. Оберіть інший.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type TrackingTextKey = keyof typeof TRACKING_TEXTS;

export function trackingText(lang: Lang, key: TrackingTextKey): string {
  return TRACKING_TEXTS[key][lang];
}
