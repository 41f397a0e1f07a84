// Places in the five other interface languages: cities (name and the "in <city>" form of titles),
// countries, delivery zones, the words of shop names, shop notes, and the streets shops stand on.
// A street keeps its local name where it has one in the reader's script (Istanbul's in Turkish,
// Berlin's in German for everyone); Cyrillic street names get the form each language writes.
// Values are [en, tr, uz, de, uk], keyed by the Russian (or local) text.
import type { Five } from './menu-glossary';

export const CITY_NAMES: Record<string, { name: Five; seoName: Five }> = {
  moscow: {
    name: ['Moscow', 'Moskova', 'Moskva', 'Moskau', 'Москва'],
    seoName: ['in Moscow', 'Moskova’da', 'Moskvada', 'in Moskau', 'у Москві'],
  },
  'saint-petersburg': {
    name: ['Saint Petersburg', 'Sankt-Peterburg', 'Sankt-Peterburg', 'Sankt Petersburg', 'Санкт-Петербург'],
    seoName: [
      'in Saint Petersburg',
      'Sankt-Peterburg’da',
      'Sankt-Peterburgda',
      'in Sankt Petersburg',
      'у Санкт-Петербурзі',
    ],
  },
  kazan: {
    name: ['Kazan', 'Kazan', 'Qozon', 'Kasan', 'Казань'],
    seoName: ['in Kazan', 'Kazan’da', 'Qozonda', 'in Kasan', 'у Казані'],
  },
  novosibirsk: {
    name: ['Novosibirsk', 'Novosibirsk', 'Novosibirsk', 'Nowosibirsk', 'Новосибірськ'],
    seoName: ['in Novosibirsk', 'Novosibirsk’te', 'Novosibirskda', 'in Nowosibirsk', 'у Новосибірську'],
  },
  minsk: {
    name: ['Minsk', 'Minsk', 'Minsk', 'Minsk', 'Мінськ'],
    seoName: ['in Minsk', 'Minsk’te', 'Minskda', 'in Minsk', 'у Мінську'],
  },
  istanbul: {
    name: ['Istanbul', 'İstanbul', 'Istanbul', 'Istanbul', 'Стамбул'],
    seoName: ['in Istanbul', 'İstanbul’da', 'Istanbulda', 'in Istanbul', 'у Стамбулі'],
  },
  almaty: {
    name: ['Almaty', 'Almatı', 'Olmaota', 'Almaty', 'Алмати'],
    seoName: ['in Almaty', 'Almatı’da', 'Olmaotada', 'in Almaty', 'в Алмати'],
  },
  berlin: {
    name: ['Berlin', 'Berlin', 'Berlin', 'Berlin', 'Берлін'],
    seoName: ['in Berlin', 'Berlin’de', 'Berlinda', 'in Berlin', 'у Берліні'],
  },
  kyiv: {
    name: ['Kyiv', 'Kiev', 'Kiyev', 'Kyjiw', 'Київ'],
    seoName: ['in Kyiv', 'Kiev’de', 'Kiyevda', 'in Kyjiw', 'у Києві'],
  },
};

/** The part of town a shop's name ends with ("Pizza Point Moscow, centre"). */
export const SHOP_PARTS: Record<string, Five> = {
  центр: ['centre', 'merkez', 'markaz', 'Zentrum', 'центр'],
  районы: ['districts', 'semtler', 'tumanlar', 'Außenbezirke', 'райони'],
  север: ['north', 'kuzey', 'shimol', 'Nord', 'північ'],
  юг: ['south', 'güney', 'janub', 'Süd', 'південь'],
};

export const PLACES_GLOSSARY: Record<string, Five> = {
  // Countries
  россия: ['Russia', 'Rusya', 'Rossiya', 'Russland', 'Росія'],
  беларусь: ['Belarus', 'Belarus', 'Belarus', 'Belarus', 'Білорусь'],
  турция: ['Turkey', 'Türkiye', 'Turkiya', 'Türkei', 'Туреччина'],
  казахстан: ['Kazakhstan', 'Kazakistan', 'Qozogʻiston', 'Kasachstan', 'Казахстан'],
  германия: ['Germany', 'Almanya', 'Germaniya', 'Deutschland', 'Німеччина'],
  украина: ['Ukraine', 'Ukrayna', 'Ukraina', 'Ukraine', 'Україна'],
  азербайджан: ['Azerbaijan', 'Azerbaycan', 'Ozarbayjon', 'Aserbaidschan', 'Азербайджан'],
  узбекистан: ['Uzbekistan', 'Özbekistan', 'Oʻzbekiston', 'Usbekistan', 'Узбекистан'],
  // Delivery zones
  центр: ['Centre', 'Merkez', 'Markaz', 'Zentrum', 'Центр'],
  районы: ['Outer districts', 'Semtler', 'Tumanlar', 'Außenbezirke', 'Райони'],
  // Notes
  'вход со двора, второй подъезд': [
    'Entrance from the courtyard, second doorway',
    'Giriş avludan, ikinci kapı',
    'Kirish hovli tomondan, ikkinchi podyezd',
    'Eingang über den Hof, zweiter Aufgang',
    'Вхід із двору, другий підʼїзд',
  ],
  'в торговом центре, фуд-корт': [
    'In the shopping centre, food court',
    'Alışveriş merkezinde, yemek katı',
    'Savdo markazida, fud-kort',
    'Im Einkaufszentrum, Food-Court',
    'У торговому центрі, фуд-корт',
  ],
  'временно не принимает заказы: закажите на завтра или выберите другое заведение.': [
    'Not taking orders for now: order for tomorrow or choose another shop.',
    'Şu anda sipariş almıyor: yarın için sipariş verin veya başka bir restoran seçin.',
    'Hozircha buyurtma qabul qilmayapti: ertaga buyurtma bering yoki boshqa restoranni tanlang.',
    'Nimmt vorübergehend keine Bestellungen an: Bestellen Sie für morgen oder wählen Sie ein anderes Restaurant.',
    'Тимчасово не приймає замовлення: замовте на завтра або оберіть інший заклад.',
  ],
  'из-за ремонта дорог в центре доставка может занять больше времени.': [
    'Road works in the centre may make delivery take longer.',
    'Merkezdeki yol çalışmaları nedeniyle teslimat daha uzun sürebilir.',
    'Markazdagi yoʻl taʼmiri sababli yetkazib berish koʻproq vaqt olishi mumkin.',
    'Wegen Straßenbauarbeiten im Zentrum kann die Lieferung länger dauern.',
    'Через ремонт доріг у центрі доставка може тривати довше.',
  ],
  // Streets of the seeded shops (the first three of each city's gazetteer)
  'тверская улица': [
    'Tverskaya Street',
    'Tverskaya Caddesi',
    'Tverskaya koʻchasi',
    'Twerskaja-Straße',
    'Тверська вулиця',
  ],
  'улица арбат': ['Arbat Street', 'Arbat Caddesi', 'Arbat koʻchasi', 'Arbat-Straße', 'вулиця Арбат'],
  'ленинский проспект': [
    'Leninsky Avenue',
    'Leninski Bulvarı',
    'Leninskiy prospekti',
    'Leninski-Prospekt',
    'Ленінський проспект',
  ],
  'невский проспект': [
    'Nevsky Avenue',
    'Nevski Bulvarı',
    'Nevskiy prospekti',
    'Newski-Prospekt',
    'Невський проспект',
  ],
  'московский проспект': [
    'Moskovsky Avenue',
    'Moskovski Bulvarı',
    'Moskovskiy prospekti',
    'Moskowski-Prospekt',
    'Московський проспект',
  ],
  'лиговский проспект': [
    'Ligovsky Avenue',
    'Ligovski Bulvarı',
    'Ligovskiy prospekti',
    'Ligowski-Prospekt',
    'Лиговський проспект',
  ],
  'улица баумана': [
    'Baumana Street',
    'Baumana Caddesi',
    'Bauman koʻchasi',
    'Baumana-Straße',
    'вулиця Баумана',
  ],
  'улица пушкина': [
    'Pushkina Street',
    'Puşkina Caddesi',
    'Pushkin koʻchasi',
    'Puschkina-Straße',
    'вулиця Пушкіна',
  ],
  'проспект победы': [
    'Pobedy Avenue',
    'Pobedı Bulvarı',
    'Pobeda prospekti',
    'Pobedy-Prospekt',
    'проспект Перемоги',
  ],
  'красный проспект': [
    'Krasny Avenue',
    'Krasnıy Bulvarı',
    'Krasniy prospekti',
    'Krasny-Prospekt',
    'Червоний проспект',
  ],
  'улица ленина': ['Lenina Street', 'Lenina Caddesi', 'Lenin koʻchasi', 'Lenina-Straße', 'вулиця Леніна'],
  'улица кирова': ['Kirova Street', 'Kirova Caddesi', 'Kirov koʻchasi', 'Kirowa-Straße', 'вулиця Кірова'],
  'проспект независимости': [
    'Independence Avenue',
    'Bağımsızlık Bulvarı',
    'Mustaqillik prospekti',
    'Unabhängigkeitsprospekt',
    'проспект Незалежності',
  ],
  'проспект победителей': [
    'Pobediteley Avenue',
    'Pobediteley Bulvarı',
    'Pobediteley prospekti',
    'Pobediteley-Prospekt',
    'проспект Переможців',
  ],
  'улица немига': ['Nemiga Street', 'Nemiga Caddesi', 'Nemiga koʻchasi', 'Nemiga-Straße', 'вулиця Немига'],
  'проспект абая': ['Abay Avenue', 'Abay Bulvarı', 'Abay shohkoʻchasi', 'Abai-Prospekt', 'проспект Абая'],
  'проспект достык': [
    'Dostyk Avenue',
    'Dostık Bulvarı',
    'Doʻstlik shohkoʻchasi',
    'Dostyk-Prospekt',
    'проспект Достик',
  ],
  'улица толе би': [
    'Tole Bi Street',
    'Töle Bi Caddesi',
    'Toʻle bi koʻchasi',
    'Tole-Bi-Straße',
    'вулиця Толе бі',
  ],
  'вулиця хрещатик': [
    'Khreshchatyk Street',
    'Hreşçatık Caddesi',
    'Xreshchatik koʻchasi',
    'Chreschtschatyk',
    'вулиця Хрещатик',
  ],
  'вулиця велика васильківська': [
    'Velyka Vasylkivska Street',
    'Velika Vasilkivska Caddesi',
    'Velika Vasilkivska koʻchasi',
    'Welyka-Wassylkiwska-Straße',
    'вулиця Велика Васильківська',
  ],
  'проспект перемоги': [
    'Peremohy Avenue',
    'Peremogi Bulvarı',
    'Peremogi prospekti',
    'Peremohy-Prospekt',
    'проспект Перемоги',
  ],
  // Istanbul and Berlin: the local name in every Latin-script language; Ukrainian writes them its way.
  'İstiklal Caddesi': [
    'İstiklal Caddesi',
    'İstiklal Caddesi',
    'İstiklal Caddesi',
    'İstiklal Caddesi',
    'вулиця Істікляль',
  ],
  'Bağdat Caddesi': ['Bağdat Caddesi', 'Bağdat Caddesi', 'Bağdat Caddesi', 'Bağdat Caddesi', 'вулиця Багдат'],
  'Büyükdere Caddesi': [
    'Büyükdere Caddesi',
    'Büyükdere Caddesi',
    'Büyükdere Caddesi',
    'Büyükdere Caddesi',
    'вулиця Бююкдере',
  ],
  Friedrichstraße: [
    'Friedrichstraße',
    'Friedrichstraße',
    'Friedrichstraße',
    'Friedrichstraße',
    'Фрідріхштрасе',
  ],
  'Unter den Linden': [
    'Unter den Linden',
    'Unter den Linden',
    'Unter den Linden',
    'Unter den Linden',
    'Унтер-ден-Лінден',
  ],
  'Karl-Marx-Allee': [
    'Karl-Marx-Allee',
    'Karl-Marx-Allee',
    'Karl-Marx-Allee',
    'Karl-Marx-Allee',
    'Карл-Маркс-Аллее',
  ],
};
