// `shell-location`: the strings of the shell's delivery-or-takeaway modal (the address form, the zones
// and shops maps, the shop list and its opening states) and of the parts of it the shops and delivery
// pages show, in Russian: the default language and the key layout every other language is typed
// against. ../location.ts registers them from the lazily loaded code that shows them, so the shell's
// start-up script does not carry them.

export const shellLocation = {
  orderTypes: {
    delivery: 'Доставка',
    takeaway: 'Самовывоз',
    switchLabel: 'Способ получения',
    addressLabel: 'Адрес доставки',
    addressPlaceholder: 'Улица и номер дома',
    addressHint: 'Начните вводить адрес или нажмите на карту',
    addHouse: 'Укажите номер дома',
    submitAddress: 'Доставить сюда',
    apartment: 'Квартира',
    entrance: 'Подъезд',
    floor: 'Этаж',
    mapLabel: 'Карта зон доставки',
    shopsMapLabel: 'Карта ресторанов',
    zoneTerms: 'Доставка {{price}}, заказ от {{minimum}}',
    free: 'бесплатно',
    notDeliveredTitle: 'Сюда мы пока не доставляем',
    notDeliveredText: 'Оставьте телефон — сообщим, когда доставка дойдёт до адреса {{address}}.',
    notify: 'Сообщите мне',
    notifyThanks: 'Спасибо! Мы напишем, когда начнём доставлять по этому адресу.',
    otherAddress: 'Указать другой адрес',
    chooseTakeaway: 'Забрать самому',
    otherCityUnavailable: 'Доставка по этому адресу недоступна.',
    shopSearch: 'Поиск ресторана',
    shopsEmpty: 'Ничего не нашлось',
    showList: 'Списком',
    showMap: 'На карте',
    selectShop: 'Заберу здесь',
    chooseShopFirst: 'Выберите ресторан в списке или на карте',
  },
  shopState: {
    closedToday: 'Сегодня закрыт',
    notYetOpen: 'Откроется в {{time}}',
    opensIn: 'Откроется через {{minutes}} мин',
    openUntil: 'Открыт до {{time}}',
    closesIn: 'Закроется через {{minutes}} мин',
    stillClosed: 'Перерыв, откроется в {{time}}',
    alreadyClosed: 'Уже закрыт',
    stopped: 'Временно не принимает заказы',
  },
};

/** The shape of shell-location's strings in every language: the Russian key layout. */
export type ShellLocationStrings = typeof shellLocation;
