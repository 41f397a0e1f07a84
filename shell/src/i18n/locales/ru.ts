// shell's strings (namespace `shell`) in Russian, the default language and the source of the key
// layout: every other language is typed against this object, so a missing or extra key is a type
// error (src/i18n/locales.test.ts checks it too). Plural keys carry all four suffixes (_one, _few,
// _many, _other) in every language, so the key sets stay identical.
//
// Only what the first screen shows (header, navigation, footer, cookie notice, location bits, errors,
// modal titles, the not-found page) is here, in the shell's start-up script: the strings only lazily
// loaded code shows are in namespaces of their own (../pages.ts, ../location.ts, ../cities.ts,
// ../confirm.ts, ../forms.ts).

export const shell = {
  brands: {
    pizza: 'Пицца',
    rolls: 'Роллы',
    wok: 'Вок',
    shawarma: 'Шаурма',
    lavash: 'Лаваш',
  },
  header: {
    home: 'На главную',
    chooseCity: 'Выберите город',
    orderType: 'Доставка или самовывоз',
    navigation: 'Основная навигация',
    signIn: 'Войти',
    profile: 'Профиль',
    cart: 'Корзина',
    cartWithCount_one: 'Корзина, {{count}} товар',
    cartWithCount_few: 'Корзина, {{count}} товара',
    cartWithCount_many: 'Корзина, {{count}} товаров',
    cartWithCount_other: 'Корзина, {{count}} товара',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    language: 'Язык',
  },
  nav: {
    promotions: 'Акции',
    shops: 'Наши рестораны',
    delivery: 'Доставка',
    about: 'О нас',
  },
  burger: {
    title: 'Меню сайта',
    city: 'Город',
    stores: 'Наши рестораны',
    deliveryTerms: 'Условия доставки',
    howToPay: 'Как оплатить',
    requestCall: 'Заказать звонок',
    about: 'О нас',
  },
  profileMenu: {
    personalData: 'Личные данные',
    profile: 'Профиль',
    orders: 'Мои заказы',
    addresses: 'Мои адреса',
    signOut: 'Выйти',
  },
  bottomNav: {
    label: 'Быстрая навигация',
    info: 'Инфо',
    promotions: 'Акции',
    menu: 'Меню',
    order: 'Заказ',
  },
  footer: {
    returnForm: 'Возврат и обмен',
    legal: 'Правовая информация',
    feedback: 'Напишите нам',
    callMeBack: 'Перезвоните мне',
    company: '{{company}}, ИНН {{inn}}, ОГРН {{ogrn}}',
    copyright: '© {{year}}. Все права защищены.',
    vacancies: 'Вакансии',
    franchise: 'Франшиза',
    partners: 'Партнёрам',
    rent: 'Аренда помещений',
    mobileApps: 'Мобильное приложение',
  },
  cookieNotice: {
    text: 'Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
    accept: 'Принять',
  },
  backToTop: 'Наверх',
  skipToContent: 'Перейти к содержимому',
  skipToMenu: 'Перейти к меню',
  root: {
    title: 'Доставка еды в вашем городе',
    lead: 'Выберите город, чтобы увидеть меню, акции и рестораны рядом.',
  },
  pages: {
    legalInfo: {
      title: 'Правовая информация',
    },
    privacyPolicy: {
      title: 'Политика конфиденциальности',
    },
    userAgreement: {
      title: 'Пользовательское соглашение',
    },
    // The visitor's own pages: their tab titles (their content renders in the browser).
    private: {
      cart: 'Корзина',
      checkout: 'Оформление заказа',
      payment: 'Оплата заказа',
      tracking: 'Статус заказа',
      profile: 'Личный кабинет',
      backToHome: 'Возвращаемся в меню',
    },
    notFound: {
      title: 'Страница не найдена',
      lead: 'Такой страницы нет или она была перемещена.',
      home: 'Вернуться в меню',
    },
  },
  modals: {
    CitiesModal: 'Выберите город',
    OrderTypesModal: 'Доставка или самовывоз',
    CartModal: 'Корзина',
    CallMeBackModal: 'Заказать звонок',
    FeedbackModal: 'Задать вопрос',
    ProviderPartnerModal: 'Стать поставщиком',
    RentPartnerModal: 'Предложить помещение',
    MarketingBannerModal: 'Специальное предложение',
    ProductInfoModal: 'О блюде',
    PromoModal: 'Акция',
    UserLoginModal: 'Вход',
    UserOrderModal: 'Статус заказа',
    ConfirmChangeTakeaway: 'Перейти на самовывоз?',
    ConfirmEmptyCartModal: 'Очистить корзину?',
    ConfirmShopModal: 'Подтвердите ресторан',
    ServerErrorModal: 'Ошибка!',
    IntervalsModal: 'Выберите время',
    BonusInfoModal: 'Бонусы',
    ConfirmDeleteAddressModal: 'Удалить адрес?',
    NearestShopModal: 'Ближайший ресторан',
    ConfirmSelectAddressModal: 'Подтвердите адрес',
  },
  chunkError: {
    text: 'Вышла новая версия сайта.',
    reload: 'Обновить',
  },
  forms: {
    partnersTitle: 'Партнёрам',
    becomeSupplier: 'Стать поставщиком',
    offerPremises: 'Предложить помещение',
  },
  orderTypes: {
    headerDelivery: 'Доставка: {{address}}',
    headerTakeaway: 'Самовывоз: {{shop}}',
  },
  addressMenu: {
    saved: 'Сохранённые адреса',
    room: 'кв. {{room}}',
    other: 'Другой адрес или самовывоз',
  },
  errors: {
    serverErrorTitle: 'Ошибка!',
    remoteUnavailable: 'Не удалось загрузить этот блок',
  },
  languages: {
    ru: 'Русский',
    en: 'English',
    tr: 'Türkçe',
    uz: 'Oʻzbekcha',
    de: 'Deutsch',
    uk: 'Українська',
  },
};

/** The shape of shell's strings in every language: the Russian key layout. */
export type ShellStrings = typeof shell;
