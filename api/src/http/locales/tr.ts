// The API's texts (namespaces `api`: cart messages, gift conditions, interval notices, field errors;
// `user`, `orders`, `tracking`: each module's own) in Turkish.
import type { ApiStrings, OrdersStrings, TrackingStrings, UserStrings } from './ru';

export const api: ApiStrings = {
  products_unavailable: 'Bazı ürünler burada mevcut değil ve toplama dahil edilmedi: {{names}}.',
  shop_not_accepting:
    'Restoran şu anda sipariş almıyor: yarın için sipariş verin veya başka bir restoran seçin.',
  minimum_order: 'Teslimat için minimum sipariş tutarı {{amount}}. {{remaining}} daha ekleyin.',
  free_delivery: 'Ücretsiz teslimat için {{remaining}} daha ekleyin.',
  promocode_minimum: '{{code}} promosyon kodu {{amount}} ve üzeri siparişlerde geçerlidir.',
  promocode_order_type: '{{code}} promosyon kodu yalnızca {{type}} için geçerlidir.',
  promocode_expired: 'Promosyon kodunun süresi doldu.',
  promocode_not_started: 'Promosyon kodu henüz geçerli değil.',
  /** Spec §8: a limited call (sign-in, order lookup, promocodes). */
  too_many_attempts: 'Çok fazla deneme yapıldı, daha sonra tekrar deneyin',
  promocode_not_found: 'Promosyon kodu bulunamadı.',
  bonus_deadline: 'Bonuslar {{date}} tarihine kadar kullanılabiliyordu. Bonus kazanımı durduruldu.',
  bonuses_unavailable: 'Bonus programı kullanılamıyor.',
  bonuses_with_promocode: 'Bonuslar promosyon koduyla birlikte kullanılamaz.',
  bonuses_too_many: 'En fazla {{amount}} kullanabilirsiniz.',
  gift_min_subtotal: '{{amount}} ve üzeri sipariş verin',
  gift_delivery_only: 'Yalnızca teslimat siparişlerinde',
  gift_takeaway_only: 'Yalnızca gel al siparişlerinde',
  gift_group_in_cart: 'Siparişe ekleyin: {{group}}',
  gift_promocode: '{{code}} promosyon kodunu uygulayın',
  gift_unknown: 'Hediye bulunamadı.',
  gift_max: 'Bu hediyeden en fazla {{count}} adet alabilirsiniz.',
  slots_taken_delivery: 'Tüm teslimat aralıkları dolu. Siparişinizi başka bir gün teslim edebiliriz.',
  slots_taken_takeaway: 'Tüm aralıklar dolu. Siparişinizi başka bir gün hazırlamaktan memnuniyet duyarız.',
  closed_day: 'Bu gün kapalıyız. Başka bir gün seçin.',
  no_intervals_today: 'Siparişinizi bugün artık hazırlayamayız, ama daha sonra hazırlayabiliriz.',
  date_unavailable: 'Bu tarih için sipariş verilemez.',
  today: 'bugün',
  tomorrow: 'yarın',
  asap_closed:
    'Şu anda kapalıyız ve hemen hazırlamaya başlayamayız. En yakın zaman: {{day}}, {{time}}. Bunu veya başka bir zamanı seçin.',
  interval_unavailable: 'Bu zaman aralığı uygun değil',
  product_unknown: 'Ürün bulunamadı.',
  product_unavailable: 'Bu ürün burada satılmıyor.',
  product_stop: 'Bu ürün şu anda tükendi.',
  product_not_in_cart: 'Bu ürün sepette yok.',
  quantity_cap: 'Bu üründen en fazla {{count}} adet ekleyebilirsiniz.',
  modifiers_invalid: 'Seçenekleri ürünün kurallarına göre seçin.',
  modifier_range: '{{name}}: {{min}} ile {{max}} arasında seçin.',
  modifier_unavailable: '{{name}} şu anda mevcut değil.',
  modifier_unknown: 'Bu üründe böyle bir seçenek yok.',
  delivery_address_required: 'Teslimat adresini girin.',
  shop_required: 'Bir restoran seçin.',
  address_not_found: 'Adres bulunamadı.',
  address_not_available: 'Bu adrese henüz teslimat yapmıyoruz.',
  no_bag: 'Burada vazgeçilebilecek bir poşet yok.',
  delivery: 'teslimat',
  takeaway: 'gel al',
  /** A write from another site, or one not sent as JSON (http/csrf.ts). */
  csrf_refused: 'İstek reddedildi: başka bir siteden gönderildi.',
  json_required: 'Verileri JSON biçiminde gönderin (application/json).',
};

/** Namespace `user`: sign-in, profile and favourites (modules/user, session). */
export const user: UserStrings = {
  unauthorized: 'Lütfen giriş yapın.',
  captcha_failed: 'Captcha doğrulaması başarısız oldu, tekrar deneyin.',
  auth_disabled: 'Burada telefonla giriş yapılamıyor.',
  otp_unavailable: 'Kod gönderilemedi, daha sonra tekrar deneyin.',
  code_wrong: 'Yanlış kod.',
  code_expired: 'Kod artık geçerli değil, yeni bir kod isteyin.',
  unknown_city: 'Şehir bulunamadı.',
  phone_read_only: 'Telefon numarası değiştirilemez.',
  birthday_range: 'Doğum tarihi {{min}} ile {{max}} arasında olmalı.',
  product_not_found: 'Ürün bulunamadı.',
  not_a_favorite: 'Bu ürün favorilerinizde yok.',
  code_not_found: 'Bu telefon numarasına kod gönderilmedi.',
};

/** Namespace `orders`: checkout and payment, and the payment types' names (modules/orders, payments). */
export const orders: OrdersStrings = {
  auth_required: 'Sipariş vermek için giriş yapın.',
  cart_empty: 'Sepetiniz boş.',
  phone_required: 'Telefon numaranızı girin.',
  phone_invalid: 'Telefon numarasını kontrol edin.',
  room_required: 'Daire veya ofis numarasını girin.',
  payment_type_unavailable: 'Bu ödeme yöntemi burada kullanılamıyor.',
  change: 'Para üstü için belirttiğiniz tutar sipariş toplamından ({{total}}) az.',
  bonuses_changed: 'Bonus bakiyeniz kullanılacak tutardan az. Sepeti yenileyin.',
  order_not_found: 'Sipariş bulunamadı.',
  order_cache_expired: 'Ödeme süresi doldu. Siparişi yeniden verin.',
  order_not_payable: 'Bu sipariş ödenemez.',
  payment_expired: 'Ödeme süresi doldu, sipariş iptal edildi.',
  payment_error: 'Sipariş ödemesi sırasında bir hata oluştu, ödeme yöntemini kontrol edin.',
  insufficient_funds: 'Kartta yeterli bakiye yok.',
  authentication_failed: 'Banka ödemeyi onaylamadı (3-D Secure).',
  payment_pending: 'Bankanın onayı bekleniyor.',
  card_required: 'Kart bilgilerini girin.',
  card_invalid: 'Kart bilgileri kabul edilmedi. Lütfen tekrar girin.',
  verify_param: 'Sipariş oluşturulurken hata oluştu, tekrar deneyin veya çağrı merkezini arayın.',
  sberpay_push: '{{phone}} numarasına bağlı SberBank Online uygulamasına ödeme isteği gönderdik.',
  idempotency_mismatch: 'Bu idempotency anahtarı başka bir istek için zaten kullanıldı.',
  idempotency_in_flight: 'Bu anahtarla gönderilen istek hâlâ işleniyor. Birkaç saniye sonra tekrar deneyin.',
  signature_invalid: 'Geçersiz imza.',
  payment_type: {
    cash: 'Nakit',
    card_courier: 'Teslimatta kartla',
    card: 'Online kartla',
    sbp: 'SBP (hızlı ödeme sistemi)',
    sberpay: 'SberPay',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    aggregator: 'Taksitli ödeme',
  },
};

/** Namespace `tracking`: the order statuses and the tracking calls' errors (modules/tracking). */
export const tracking: TrackingStrings = {
  not_cancelable: 'Yalnızca kabul edilmiş ve henüz hazırlanmaya başlanmamış bir sipariş iptal edilebilir.',
  not_repeatable: 'Yalnızca tamamlanmış veya iptal edilmiş bir sipariş tekrarlanabilir.',
  sign_in_required: 'Siparişlerinizi görmek için giriş yapın.',
  no_courier: 'Kurye henüz yola çıkmadı.',
  product_gone: 'Bu ürün artık menüde yok.',
  shop_gone: 'Siparişin verildiği restoran artık yok. Başka bir restoran seçin.',
  status: {
    waiting_for_payment: {
      name: 'Ödeme bekleniyor',
      description: 'Sipariş, ödeme yapılır yapılmaz mutfağa gider.',
    },
    accepted: {
      name: 'Sipariş alındı',
      description: 'Birazdan hazırlamaya başlıyoruz.',
    },
    cooking: {
      name: 'Hazırlanıyor',
      description: 'Aşçılarımız siparişinizi hazırlıyor.',
    },
    sent: {
      name: 'Kuryeye verildi',
      description: 'Kurye size doğru yolda.',
    },
    done: {
      name: 'Sipariş tamamlandı',
      description: 'Afiyet olsun!',
    },
    canceled: {
      name: 'Sipariş iptal edildi',
      description: 'Sorularınız varsa bizi arayın.',
    },
  },
  takeaway_cooking: 'Aşçılarımız siparişinizi hazırlıyor: hazır olduğunda şubeden teslim alabilirsiniz.',
  accepted_for_interval: 'Seçtiğiniz saate yetişecek şekilde hazırlamaya başlayacağız.',
};
