// The API's texts (namespaces `api`: cart messages, gift conditions, interval notices, field errors;
// `user`, `orders`, `tracking`: each module's own) in Uzbek (Latin script).
import type { ApiStrings, OrdersStrings, TrackingStrings, UserStrings } from './ru';

export const api: ApiStrings = {
  products_unavailable: 'Baʼzi mahsulotlar bu yerda mavjud emas va summaga qoʻshilmadi: {{names}}.',
  shop_not_accepting:
    'Restoran hozir buyurtma qabul qilmayapti: ertaga buyurtma bering yoki boshqa restoranni tanlang.',
  minimum_order: 'Yetkazib berish uchun eng kam buyurtma — {{amount}}. Yana {{remaining}} qoʻshing.',
  free_delivery: 'Bepul yetkazib berish uchun yana {{remaining}} qoʻshing.',
  promocode_minimum: '{{code}} promokodi {{amount}} dan boshlab amal qiladi.',
  promocode_order_type: '{{code}} promokodi faqat {{type}} uchun amal qiladi.',
  promocode_expired: 'Promokod muddati tugadi.',
  promocode_not_started: 'Promokod hali amal qilmaydi.',
  /** Spec §8: a limited call (sign-in, order lookup, promocodes). */
  too_many_attempts: 'Urinishlar juda koʻp, keyinroq qayta urinib koʻring',
  promocode_not_found: 'Promokod topilmadi.',
  bonus_deadline: 'Bonuslarni {{date}} gacha sarflash mumkin edi. Bonus toʻplash toʻxtatilgan.',
  bonuses_unavailable: 'Bonus dasturi mavjud emas.',
  bonuses_with_promocode: 'Bonuslarni promokod bilan birga yechib boʻlmaydi.',
  bonuses_too_many: 'Koʻpi bilan {{amount}} yechish mumkin.',
  gift_min_subtotal: '{{amount}} dan boshlab buyurtma bering',
  gift_delivery_only: 'Faqat yetkazib berish uchun',
  gift_takeaway_only: 'Faqat olib ketish uchun',
  gift_group_in_cart: 'Buyurtmaga qoʻshing: {{group}}',
  gift_promocode: '{{code}} promokodini qoʻllang',
  gift_unknown: 'Sovgʻa topilmadi.',
  gift_max: 'Bu sovgʻadan koʻpi bilan {{count}} ta olish mumkin.',
  slots_taken_delivery:
    'Barcha yetkazib berish vaqtlari band. Buyurtmangizni boshqa kuni yetkazib bera olamiz.',
  slots_taken_takeaway: 'Barcha vaqtlar band. Buyurtmangizni boshqa kuni tayyorlashdan xursand boʻlamiz.',
  closed_day: 'Bu kuni biz ishlamaymiz. Boshqa kunni tanlang.',
  no_intervals_today: 'Bugun buyurtmani tayyorlashga ulgurmaymiz, lekin keyinroq tayyorlab bera olamiz.',
  date_unavailable: 'Bu sanaga buyurtma berib boʻlmaydi.',
  today: 'bugun',
  tomorrow: 'ertaga',
  asap_closed:
    'Hozir biz yopiqmiz va darhol tayyorlashni boshlay olmaymiz. Eng yaqin vaqt: {{day}}, {{time}}. Uni yoki boshqa vaqtni tanlang.',
  interval_unavailable: 'Bu oraliq mavjud emas',
  product_unknown: 'Mahsulot topilmadi.',
  product_unavailable: 'Bu mahsulot bu yerda sotilmaydi.',
  product_stop: 'Bu mahsulot hozir tugagan.',
  product_not_in_cart: 'Bu mahsulot savatda yoʻq.',
  quantity_cap: 'Bu mahsulotdan koʻpi bilan {{count}} dona qoʻshish mumkin.',
  modifiers_invalid: 'Qoʻshimchalarni mahsulot qoidalariga koʻra tanlang.',
  modifier_range: '{{name}}: {{min}} tadan {{max}} tagacha tanlang.',
  modifier_unavailable: '{{name}} hozir mavjud emas.',
  modifier_unknown: 'Bu mahsulotda bunday qoʻshimcha yoʻq.',
  delivery_address_required: 'Yetkazib berish manzilini kiriting.',
  shop_required: 'Restoranni tanlang.',
  address_not_found: 'Manzil topilmadi.',
  address_not_available: 'Bu manzilga hozircha yetkazib berish mavjud emas.',
  no_bag: 'Bu yerda voz kechish mumkin boʻlgan paket yoʻq.',
  delivery: 'yetkazib berish',
  takeaway: 'olib ketish',
  /** A write from another site, or one not sent as JSON (http/csrf.ts). */
  csrf_refused: 'Soʻrov rad etildi: u boshqa saytdan yuborilgan.',
  json_required: 'Maʼlumotlarni JSON formatida yuboring (application/json).',
};

/** Namespace `user`: sign-in, profile and favourites (modules/user, session). */
export const user: UserStrings = {
  unauthorized: 'Hisobingizga kiring.',
  captcha_failed: 'Captcha tekshiruvidan oʻtilmadi, qaytadan urinib koʻring.',
  auth_disabled: 'Bu yerda telefon orqali kirish mavjud emas.',
  otp_unavailable: 'Kodni yuborib boʻlmadi, keyinroq urinib koʻring.',
  code_wrong: 'Notoʻgʻri kod.',
  code_expired: 'Kod endi amal qilmaydi, yangisini soʻrang.',
  unknown_city: 'Shahar topilmadi.',
  phone_read_only: 'Telefon raqamini oʻzgartirib boʻlmaydi.',
  birthday_range: 'Tugʻilgan sana {{min}} dan {{max}} gacha boʻlishi kerak.',
  product_not_found: 'Mahsulot topilmadi.',
  not_a_favorite: 'Bu mahsulot sevimlilarda yoʻq.',
  code_not_found: 'Bu telefon raqamiga kod yuborilmagan.',
};

/** Namespace `orders`: checkout and payment, and the payment types' names (modules/orders, payments). */
export const orders: OrdersStrings = {
  auth_required: 'Buyurtma berish uchun kiring.',
  cart_empty: 'Savat boʻsh.',
  phone_required: 'Telefon raqamini kiriting.',
  phone_invalid: 'Telefon raqamini tekshiring.',
  room_required: 'Xonadon yoki ofis raqamini kiriting.',
  payment_type_unavailable: 'Bu toʻlov usuli bu yerda mavjud emas.',
  change: 'Qaytim uchun koʻrsatilgan summa buyurtma summasidan ({{total}}) kam.',
  bonuses_changed: 'Hisobingizdagi bonuslar yechilayotganidan kam. Savatni yangilang.',
  order_not_found: 'Buyurtma topilmadi.',
  order_cache_expired: 'Toʻlov uchun vaqt tugadi. Buyurtmani qaytadan rasmiylashtiring.',
  order_not_payable: 'Bu buyurtmani toʻlab boʻlmaydi.',
  payment_expired: 'Toʻlov uchun vaqt tugadi, buyurtma bekor qilindi.',
  payment_error: 'Buyurtma uchun toʻlovda xatolik yuz berdi, toʻlov usulini tekshiring.',
  insufficient_funds: 'Kartada mablagʻ yetarli emas.',
  authentication_failed: 'Bank toʻlovni tasdiqlamadi (3-D Secure).',
  payment_pending: 'Bank tasdigʻini kutyapmiz.',
  card_required: 'Karta maʼlumotlarini kiriting.',
  card_invalid: 'Karta maʼlumotlari qabul qilinmadi. Ularni qaytadan kiriting.',
  verify_param:
    'Buyurtma yaratishda xatolik, qaytadan urinib koʻring yoki ishonch telefoniga qoʻngʻiroq qiling.',
  sberpay_push: 'SberBank Online ilovasiga {{phone}} raqami boʻyicha toʻlov soʻrovini yubordik.',
  idempotency_mismatch: 'Bu idempotentlik kaliti boshqa soʻrov uchun allaqachon ishlatilgan.',
  idempotency_in_flight:
    'Bu kalit bilan soʻrov hali bajarilmoqda. Bir necha soniyadan soʻng qayta urinib koʻring.',
  signature_invalid: 'Imzo notoʻgʻri.',
  payment_type: {
    cash: 'Naqd pul',
    card_courier: 'Qabul qilishda karta bilan',
    card: 'Karta bilan onlayn',
    sbp: 'SBP (tezkor toʻlov tizimi)',
    sberpay: 'SberPay',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    aggregator: 'Boʻlib toʻlash',
  },
};

/** Namespace `tracking`: the order statuses and the tracking calls' errors (modules/tracking). */
export const tracking: TrackingStrings = {
  not_cancelable: 'Faqat qabul qilingan va hali tayyorlanmagan buyurtmani bekor qilish mumkin.',
  not_repeatable: 'Faqat bajarilgan yoki bekor qilingan buyurtmani takrorlash mumkin.',
  sign_in_required: 'Buyurtmalaringizni koʻrish uchun kiring.',
  no_courier: 'Kuryer hali yoʻlga chiqmadi.',
  product_gone: 'Bu mahsulot endi menyuda yoʻq.',
  shop_gone: 'Buyurtma berilgan restoran endi ishlamaydi. Boshqasini tanlang.',
  status: {
    waiting_for_payment: {
      name: 'Toʻlov kutilmoqda',
      description: 'Toʻlov oʻtishi bilan buyurtma oshxonaga yuboriladi.',
    },
    accepted: {
      name: 'Buyurtma qabul qilindi',
      description: 'Tez orada tayyorlashni boshlaymiz.',
    },
    cooking: {
      name: 'Tayyorlanmoqda',
      description: 'Oshpazlarimiz buyurtmangizni tayyorlamoqda.',
    },
    sent: {
      name: 'Kuryerga topshirildi',
      description: 'Kuryer sizga yoʻlda.',
    },
    done: {
      name: 'Buyurtma bajarildi',
      description: 'Yoqimli ishtaha!',
    },
    canceled: {
      name: 'Buyurtma bekor qilindi',
      description: 'Savollaringiz boʻlsa, bizga qoʻngʻiroq qiling.',
    },
  },
  takeaway_cooking: 'Oshpazlarimiz buyurtmangizni tayyorlamoqda: tayyor boʻlgach, uni filialdan olib keting.',
  accepted_for_interval: 'Tanlangan vaqtga ulgurib tayyorlashni boshlaymiz.',
};
