// `shell-pages`: the strings of the shell's pages that load on demand (about, delivery, shops, bonus,
// payment info, the legal documents' leads) and of the server-rendered page head, in Russian: the
// default language and the key layout every other language is typed against. ../pages.ts registers
// them from the lazily loaded code that shows them, so the shell's start-up script does not carry them.

export const shellPages = {
  pages: {
    home: {
      title: 'Меню',
      lead: 'Выберите блюда и оформите заказ.',
    },
    about: {
      title: 'О нас',
      lead: 'Кто мы и как готовим.',
    },
    delivery: {
      title: 'Условия доставки',
      lead: 'Проверьте, доставляем ли мы по вашему адресу.',
    },
    shops: {
      title: 'Наши рестораны',
      lead: 'Адреса и часы работы ресторанов.',
    },
    promotions: {
      title: 'Акции и скидки',
      lead: 'Действующие предложения в вашем городе.',
    },
    bonus: {
      title: 'Бонусная программа',
      lead: 'Как устроена бонусная программа и где она действует.',
    },
    profile: {
      title: 'Профиль',
      lead: 'Личные данные, заказы и адреса.',
    },
    cart: {
      title: 'Корзина',
      lead: 'Проверьте заказ перед оформлением.',
    },
    tracking: {
      title: 'Отслеживание заказа',
      lead: 'Статус вашего заказа обновляется автоматически.',
    },
    payment: {
      title: 'Оплата заказа',
      lead: 'Оплатите заказ удобным способом.',
    },
    paymentInfo: {
      title: 'Как оплатить',
      lead: 'Способы оплаты заказа.',
    },
    backToHome: {
      title: 'Оплата не прошла',
      lead: 'Попробуйте оплатить ещё раз или выберите другой способ.',
    },
    orderComplete: {
      title: 'Заказ принят',
      lead: 'Спасибо! Мы уже начали готовить.',
    },
    paymentFailure: {
      title: 'Ошибка оплаты',
      lead: 'Оплата не прошла. Проверьте способ оплаты.',
    },
    legalInfo: {
      lead: 'Реквизиты и правовые документы.',
    },
    privacyPolicy: {
      lead: 'Как мы обрабатываем персональные данные.',
    },
    userAgreement: {
      lead: 'Условия использования сайта.',
    },
  },
  shopsPage: {
    phone: 'Телефон: {{phone}}',
    hours: 'Часы работы',
    pickUpHere: 'Заберу здесь',
    chosen: 'Вы забираете здесь',
    weekdays: 'Пн,Вт,Ср,Чт,Пт,Сб,Вс',
    dayOff: 'выходной',
  },
  deliveryPage: {
    zonesTitle: 'Зоны и условия доставки',
    freeFrom: 'Бесплатно от {{amount}}',
    checkTitle: 'Проверьте, доставляем ли мы к вам',
    check: 'Проверить адрес',
  },
};

/** The shape of shell-pages's strings in every language: the Russian key layout. */
export type ShellPagesStrings = typeof shellPages;
