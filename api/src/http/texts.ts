// Texts the API shows people (cart messages, gift conditions, interval notices, field errors), in
// every interface language of spec §1: Russian (the default), English (the fallback for a language
// we do not know), Turkish, Uzbek (Latin script), German and Ukrainian.
// Each also travels with a machine code, so a client may translate it itself.
import type { FastifyRequest } from 'fastify';

/** The interface languages (spec §1), the default first. */
export const LANGS = ['ru', 'en', 'tr', 'uz', 'de', 'uk'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export const TEXTS = {
  products_unavailable: {
    ru: 'Некоторые товары здесь недоступны и не учтены в сумме: {names}.',
    en: 'Some products are not available here and are not counted: {names}.',
    tr: 'Bazı ürünler burada mevcut değil ve toplama dahil edilmedi: {names}.',
    uz: 'Baʼzi mahsulotlar bu yerda mavjud emas va summaga qoʻshilmadi: {names}.',
    de: 'Einige Artikel sind hier nicht erhältlich und werden nicht mitgerechnet: {names}.',
    uk: 'Деякі товари тут недоступні й не враховані в сумі: {names}.',
  },
  shop_not_accepting: {
    ru: 'Заведение сейчас не принимает заказы: закажите на завтра или выберите другое заведение.',
    en: 'This shop is not accepting orders now: order for tomorrow or choose another shop.',
    tr: 'Restoran şu anda sipariş almıyor: yarın için sipariş verin veya başka bir restoran seçin.',
    uz: 'Restoran hozir buyurtma qabul qilmayapti: ertaga buyurtma bering yoki boshqa restoranni tanlang.',
    de: 'Das Restaurant nimmt gerade keine Bestellungen an: Bestellen Sie für morgen oder wählen Sie ein anderes Restaurant.',
    uk: 'Ресторан зараз не приймає замовлення: замовте на завтра або оберіть інший ресторан.',
  },
  minimum_order: {
    ru: 'Минимальная сумма заказа на доставку — {amount}. Добавьте ещё {remaining}.',
    en: 'The minimum order for delivery is {amount}. Add {remaining} more.',
    tr: 'Teslimat için minimum sipariş tutarı {amount}. {remaining} daha ekleyin.',
    uz: 'Yetkazib berish uchun eng kam buyurtma — {amount}. Yana {remaining} qoʻshing.',
    de: 'Der Mindestbestellwert für die Lieferung beträgt {amount}. Es fehlen noch {remaining}.',
    uk: 'Мінімальна сума замовлення на доставку — {amount}. Додайте ще {remaining}.',
  },
  free_delivery: {
    ru: 'Добавьте ещё {remaining} — и доставка будет бесплатной.',
    en: 'Add {remaining} more for free delivery.',
    tr: 'Ücretsiz teslimat için {remaining} daha ekleyin.',
    uz: 'Bepul yetkazib berish uchun yana {remaining} qoʻshing.',
    de: 'Noch {remaining} bis zur kostenlosen Lieferung.',
    uk: 'Додайте ще {remaining} — і доставка буде безкоштовною.',
  },
  promocode_minimum: {
    ru: 'Промокод {code} действует при заказе от {amount}.',
    en: 'Promocode {code} needs an order of {amount} or more.',
    tr: '{code} promosyon kodu {amount} ve üzeri siparişlerde geçerlidir.',
    uz: '{code} promokodi {amount} dan boshlab amal qiladi.',
    de: 'Der Gutscheincode {code} gilt ab {amount} Bestellwert.',
    uk: 'Промокод {code} діє для замовлень від {amount}.',
  },
  promocode_order_type: {
    ru: 'Промокод {code} действует только на {type}.',
    en: 'Promocode {code} is for {type} only.',
    tr: '{code} promosyon kodu yalnızca {type} için geçerlidir.',
    uz: '{code} promokodi faqat {type} uchun amal qiladi.',
    de: 'Der Gutscheincode {code} gilt nur bei {type}.',
    uk: 'Промокод {code} діє лише на {type}.',
  },
  promocode_expired: {
    ru: 'Срок действия промокода истёк.',
    en: 'The promocode has expired.',
    tr: 'Promosyon kodunun süresi doldu.',
    uz: 'Promokod muddati tugadi.',
    de: 'Der Gutscheincode ist abgelaufen.',
    uk: 'Термін дії промокоду минув.',
  },
  promocode_not_started: {
    ru: 'Промокод ещё не действует.',
    en: 'The promocode is not active yet.',
    tr: 'Promosyon kodu henüz geçerli değil.',
    uz: 'Promokod hali amal qilmaydi.',
    de: 'Der Gutscheincode gilt noch nicht.',
    uk: 'Промокод ще не діє.',
  },
  /** Spec §8: a limited call (sign-in, order lookup, promocodes). */
  too_many_attempts: {
    ru: 'Слишком много попыток, попробуйте позже',
    en: 'Too many attempts, try again later',
    tr: 'Çok fazla deneme yapıldı, daha sonra tekrar deneyin',
    uz: 'Urinishlar juda koʻp, keyinroq qayta urinib koʻring',
    de: 'Zu viele Versuche, versuchen Sie es später erneut',
    uk: 'Забагато спроб, спробуйте пізніше',
  },
  promocode_not_found: {
    ru: 'Промокод не найден.',
    en: 'Promocode not found.',
    tr: 'Promosyon kodu bulunamadı.',
    uz: 'Promokod topilmadi.',
    de: 'Gutscheincode nicht gefunden.',
    uk: 'Промокод не знайдено.',
  },
  bonus_deadline: {
    ru: 'Бонусы можно было потратить до {date}. Начисление бонусов приостановлено.',
    en: 'Bonuses could be spent until {date}. Bonus accrual is paused.',
    tr: 'Bonuslar {date} tarihine kadar kullanılabiliyordu. Bonus kazanımı durduruldu.',
    uz: 'Bonuslarni {date} gacha sarflash mumkin edi. Bonus toʻplash toʻxtatilgan.',
    de: 'Bonuspunkte konnten bis {date} eingelöst werden. Das Sammeln von Bonuspunkten ist pausiert.',
    uk: 'Бонуси можна було витратити до {date}. Нарахування бонусів призупинено.',
  },
  bonuses_unavailable: {
    ru: 'Бонусная программа недоступна.',
    en: 'The bonus program is not available.',
    tr: 'Bonus programı kullanılamıyor.',
    uz: 'Bonus dasturi mavjud emas.',
    de: 'Das Bonusprogramm ist nicht verfügbar.',
    uk: 'Бонусна програма недоступна.',
  },
  bonuses_with_promocode: {
    ru: 'Бонусы нельзя списать вместе с промокодом.',
    en: 'Bonuses cannot be spent together with a promocode.',
    tr: 'Bonuslar promosyon koduyla birlikte kullanılamaz.',
    uz: 'Bonuslarni promokod bilan birga yechib boʻlmaydi.',
    de: 'Bonuspunkte können nicht zusammen mit einem Gutscheincode eingelöst werden.',
    uk: 'Бонуси не можна списати разом із промокодом.',
  },
  bonuses_too_many: {
    ru: 'Можно списать не больше {amount}.',
    en: 'You can spend up to {amount}.',
    tr: 'En fazla {amount} kullanabilirsiniz.',
    uz: 'Koʻpi bilan {amount} yechish mumkin.',
    de: 'Sie können höchstens {amount} einlösen.',
    uk: 'Можна списати не більше ніж {amount}.',
  },
  gift_min_subtotal: {
    ru: 'Закажите от {amount}',
    en: 'Order {amount} or more',
    tr: '{amount} ve üzeri sipariş verin',
    uz: '{amount} dan boshlab buyurtma bering',
    de: 'Bestellen Sie ab {amount}',
    uk: 'Замовте від {amount}',
  },
  gift_delivery_only: {
    ru: 'Только для доставки',
    en: 'Delivery orders only',
    tr: 'Yalnızca teslimat siparişlerinde',
    uz: 'Faqat yetkazib berish uchun',
    de: 'Nur bei Lieferung',
    uk: 'Лише для доставки',
  },
  gift_takeaway_only: {
    ru: 'Только для самовывоза',
    en: 'Takeaway orders only',
    tr: 'Yalnızca gel al siparişlerinde',
    uz: 'Faqat olib ketish uchun',
    de: 'Nur bei Abholung',
    uk: 'Лише для самовивозу',
  },
  gift_group_in_cart: {
    ru: 'Добавьте в заказ: {group}',
    en: 'Add something from {group}',
    tr: 'Siparişe ekleyin: {group}',
    uz: 'Buyurtmaga qoʻshing: {group}',
    de: 'Zur Bestellung hinzufügen: {group}',
    uk: 'Додайте до замовлення: {group}',
  },
  gift_promocode: {
    ru: 'Примените промокод {code}',
    en: 'Apply promocode {code}',
    tr: '{code} promosyon kodunu uygulayın',
    uz: '{code} promokodini qoʻllang',
    de: 'Lösen Sie den Gutscheincode {code} ein',
    uk: 'Застосуйте промокод {code}',
  },
  gift_unknown: {
    ru: 'Подарок не найден.',
    en: 'Unknown gift.',
    tr: 'Hediye bulunamadı.',
    uz: 'Sovgʻa topilmadi.',
    de: 'Geschenk nicht gefunden.',
    uk: 'Подарунок не знайдено.',
  },
  gift_max: {
    ru: 'Этого подарка можно взять не больше {count}.',
    en: 'You can take up to {count} of this gift.',
    tr: 'Bu hediyeden en fazla {count} adet alabilirsiniz.',
    uz: 'Bu sovgʻadan koʻpi bilan {count} ta olish mumkin.',
    de: 'Von diesem Geschenk können Sie höchstens {count} nehmen.',
    uk: 'Цього подарунка можна взяти не більше ніж {count}.',
  },
  slots_taken_delivery: {
    ru: 'Все слоты доставки уже заняты. Но мы готовы доставить ваш заказ в другой день.',
    en: 'All delivery slots are already taken. But we are ready to deliver your order on another day.',
    tr: 'Tüm teslimat aralıkları dolu. Siparişinizi başka bir gün teslim edebiliriz.',
    uz: 'Barcha yetkazib berish vaqtlari band. Buyurtmangizni boshqa kuni yetkazib bera olamiz.',
    de: 'Alle Lieferzeiten sind vergeben. Wir liefern Ihre Bestellung gern an einem anderen Tag.',
    uk: 'Усі слоти доставки вже зайняті. Але ми готові доставити ваше замовлення іншого дня.',
  },
  slots_taken_takeaway: {
    ru: 'Все слоты заняты. Будем рады приготовить ваш заказ в другой день.',
    en: 'All slots are taken. We will be glad to prepare your order another day.',
    tr: 'Tüm aralıklar dolu. Siparişinizi başka bir gün hazırlamaktan memnuniyet duyarız.',
    uz: 'Barcha vaqtlar band. Buyurtmangizni boshqa kuni tayyorlashdan xursand boʻlamiz.',
    de: 'Alle Zeitfenster sind vergeben. Wir bereiten Ihre Bestellung gern an einem anderen Tag zu.',
    uk: 'Усі слоти зайняті. Будемо раді приготувати ваше замовлення іншого дня.',
  },
  closed_day: {
    ru: 'В этот день мы не работаем. Выберите другой день.',
    en: 'We are closed on this day. Choose another day.',
    tr: 'Bu gün kapalıyız. Başka bir gün seçin.',
    uz: 'Bu kuni biz ishlamaymiz. Boshqa kunni tanlang.',
    de: 'An diesem Tag haben wir geschlossen. Wählen Sie einen anderen Tag.',
    uk: 'Цього дня ми не працюємо. Оберіть інший день.',
  },
  no_intervals_today: {
    ru: 'Сегодня заказ уже не успеем приготовить, но можем приготовить его позже.',
    en: 'Your order can no longer be ready today, but we can prepare it later.',
    tr: 'Siparişinizi bugün artık hazırlayamayız, ama daha sonra hazırlayabiliriz.',
    uz: 'Bugun buyurtmani tayyorlashga ulgurmaymiz, lekin keyinroq tayyorlab bera olamiz.',
    de: 'Heute schaffen wir Ihre Bestellung nicht mehr, aber wir können sie später zubereiten.',
    uk: 'Сьогодні вже не встигнемо приготувати замовлення, але можемо приготувати його пізніше.',
  },
  date_unavailable: {
    ru: 'На эту дату заказать нельзя.',
    en: 'Orders cannot be placed for this date.',
    tr: 'Bu tarih için sipariş verilemez.',
    uz: 'Bu sanaga buyurtma berib boʻlmaydi.',
    de: 'Für dieses Datum kann nicht bestellt werden.',
    uk: 'На цю дату замовити не можна.',
  },
  today: { ru: 'сегодня', en: 'today', tr: 'bugün', uz: 'bugun', de: 'heute', uk: 'сьогодні' },
  tomorrow: { ru: 'завтра', en: 'tomorrow', tr: 'yarın', uz: 'ertaga', de: 'morgen', uk: 'завтра' },
  asap_closed: {
    ru: 'Сейчас мы закрыты и не можем начать готовить сразу. Ближайшее время: {day}, {time}. Выберите его или другое время.',
    en: 'We are closed now and cannot start cooking right away. The nearest time is {day}, {time}. Choose it or another time.',
    tr: 'Şu anda kapalıyız ve hemen hazırlamaya başlayamayız. En yakın zaman: {day}, {time}. Bunu veya başka bir zamanı seçin.',
    uz: 'Hozir biz yopiqmiz va darhol tayyorlashni boshlay olmaymiz. Eng yaqin vaqt: {day}, {time}. Uni yoki boshqa vaqtni tanlang.',
    de: 'Wir haben gerade geschlossen und können nicht sofort mit dem Kochen beginnen. Die nächste mögliche Zeit ist {day}, {time}. Wählen Sie sie oder eine andere Zeit.',
    uk: 'Зараз ми зачинені й не можемо почати готувати одразу. Найближчий час: {day}, {time}. Оберіть його або інший час.',
  },
  interval_unavailable: {
    ru: 'Этот интервал недоступен',
    en: 'This interval is unavailable',
    tr: 'Bu zaman aralığı uygun değil',
    uz: 'Bu oraliq mavjud emas',
    de: 'Dieses Zeitfenster ist nicht verfügbar',
    uk: 'Цей інтервал недоступний',
  },
  product_unknown: {
    ru: 'Товар не найден.',
    en: 'Unknown product.',
    tr: 'Ürün bulunamadı.',
    uz: 'Mahsulot topilmadi.',
    de: 'Artikel nicht gefunden.',
    uk: 'Товар не знайдено.',
  },
  product_unavailable: {
    ru: 'Этот товар здесь не продаётся.',
    en: 'This product is not sold here.',
    tr: 'Bu ürün burada satılmıyor.',
    uz: 'Bu mahsulot bu yerda sotilmaydi.',
    de: 'Dieser Artikel ist hier nicht erhältlich.',
    uk: 'Цей товар тут не продається.',
  },
  product_stop: {
    ru: 'Этот товар сейчас закончился.',
    en: 'This product is out of stock right now.',
    tr: 'Bu ürün şu anda tükendi.',
    uz: 'Bu mahsulot hozir tugagan.',
    de: 'Dieser Artikel ist gerade ausverkauft.',
    uk: 'Цей товар зараз закінчився.',
  },
  product_not_in_cart: {
    ru: 'Этого товара нет в корзине.',
    en: 'This product is not in the cart.',
    tr: 'Bu ürün sepette yok.',
    uz: 'Bu mahsulot savatda yoʻq.',
    de: 'Dieser Artikel ist nicht im Warenkorb.',
    uk: 'Цього товару немає в кошику.',
  },
  quantity_cap: {
    ru: 'Этого товара можно добавить не больше {count} шт.',
    en: 'You can add up to {count} of this product.',
    tr: 'Bu üründen en fazla {count} adet ekleyebilirsiniz.',
    uz: 'Bu mahsulotdan koʻpi bilan {count} dona qoʻshish mumkin.',
    de: 'Von diesem Artikel können Sie höchstens {count} Stk. hinzufügen.',
    uk: 'Цього товару можна додати не більше ніж {count} шт.',
  },
  modifiers_invalid: {
    ru: 'Выберите добавки по правилам товара.',
    en: 'Choose the options as the product allows.',
    tr: 'Seçenekleri ürünün kurallarına göre seçin.',
    uz: 'Qoʻshimchalarni mahsulot qoidalariga koʻra tanlang.',
    de: 'Wählen Sie die Optionen so, wie es der Artikel erlaubt.',
    uk: 'Оберіть добавки за правилами товару.',
  },
  modifier_range: {
    ru: '{name}: выберите от {min} до {max}.',
    en: '{name}: pick from {min} to {max}.',
    tr: '{name}: {min} ile {max} arasında seçin.',
    uz: '{name}: {min} tadan {max} tagacha tanlang.',
    de: '{name}: Wählen Sie {min} bis {max}.',
    uk: '{name}: оберіть від {min} до {max}.',
  },
  modifier_unavailable: {
    ru: '{name} сейчас недоступно.',
    en: '{name} is unavailable right now.',
    tr: '{name} şu anda mevcut değil.',
    uz: '{name} hozir mavjud emas.',
    de: '{name} ist gerade nicht verfügbar.',
    uk: '{name} зараз недоступно.',
  },
  modifier_unknown: {
    ru: 'У этого товара нет такой добавки.',
    en: 'This product has no such option.',
    tr: 'Bu üründe böyle bir seçenek yok.',
    uz: 'Bu mahsulotda bunday qoʻshimcha yoʻq.',
    de: 'Diese Option gibt es für diesen Artikel nicht.',
    uk: 'У цього товару немає такої добавки.',
  },
  delivery_address_required: {
    ru: 'Укажите адрес доставки.',
    en: 'Choose a delivery address.',
    tr: 'Teslimat adresini girin.',
    uz: 'Yetkazib berish manzilini kiriting.',
    de: 'Geben Sie eine Lieferadresse an.',
    uk: 'Вкажіть адресу доставки.',
  },
  shop_required: {
    ru: 'Выберите заведение.',
    en: 'Choose a shop.',
    tr: 'Bir restoran seçin.',
    uz: 'Restoranni tanlang.',
    de: 'Wählen Sie ein Restaurant.',
    uk: 'Оберіть ресторан.',
  },
  address_not_found: {
    ru: 'Адрес не найден.',
    en: 'Address not found.',
    tr: 'Adres bulunamadı.',
    uz: 'Manzil topilmadi.',
    de: 'Adresse nicht gefunden.',
    uk: 'Адресу не знайдено.',
  },
  address_not_available: {
    ru: 'Доставка по этому адресу пока недоступна.',
    en: 'Delivery to this address is not available yet.',
    tr: 'Bu adrese henüz teslimat yapmıyoruz.',
    uz: 'Bu manzilga hozircha yetkazib berish mavjud emas.',
    de: 'An diese Adresse liefern wir noch nicht.',
    uk: 'Доставка за цією адресою поки недоступна.',
  },
  no_bag: {
    ru: 'Здесь нет пакета, от которого можно отказаться.',
    en: 'There is no bag to refuse here.',
    tr: 'Burada vazgeçilebilecek bir poşet yok.',
    uz: 'Bu yerda voz kechish mumkin boʻlgan paket yoʻq.',
    de: 'Hier gibt es keine Tüte, auf die Sie verzichten könnten.',
    uk: 'Тут немає пакета, від якого можна відмовитися.',
  },
  delivery: {
    ru: 'доставку',
    en: 'delivery',
    tr: 'teslimat',
    uz: 'yetkazib berish',
    de: 'Lieferung',
    uk: 'доставку',
  },
  takeaway: {
    ru: 'самовывоз',
    en: 'takeaway',
    tr: 'gel al',
    uz: 'olib ketish',
    de: 'Abholung',
    uk: 'самовивіз',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type TextKey = keyof typeof TEXTS;
export type TextParams = Record<string, string | number>;

export function text(lang: Lang, key: TextKey, params: TextParams = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/**
 * The first of our languages an `Accept-Language` header asks for (by q, then order; `de-AT` is de),
 * null when it names none of them.
 */
export function acceptedLang(header: string | undefined): Lang | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = wanted.find((entry) => isLang(entry.lang))?.lang;
  return isLang(found) ? found : null;
}

/**
 * The request's language (spec §1): the `language` cookie when it is one of ours (English, the
 * fallback, for any other value), then the first of ours in `Accept-Language`, then Russian (the
 * default). The storefront sends the interface's language as `Accept-Language`, so its content and
 * its interface agree.
 */
export function requestLang(request: FastifyRequest): Lang {
  const language = request.cookies?.language;
  if (language) return isLang(language) ? language : 'en';
  return acceptedLang(request.headers?.['accept-language']) ?? 'ru';
}

/** Interface locale for dates (day names): the same language as the texts (spec §1 fallbacks). */
export function requestLocale(request: FastifyRequest): string {
  return requestLang(request);
}
