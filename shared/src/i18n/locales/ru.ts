// Shared's strings — what two or more deployables show (the error catalogue, the common chrome, the UI
// primitives), by namespace — in Russian, the default locale and the source of the key layout: every
// other locale is typed against this object, so a missing or extra key is a type error (and the locales
// test catches it too). A string one deployable alone shows lives in that deployable's
// src/i18n/locales/ (scripts/i18n-ownership.test.ts checks it).
// Plural keys carry all four suffixes (_one, _few, _many, _other) in every locale, so the key sets
// stay identical; i18next only reads the forms a language's plural rules use.

export const ru = {
  common: {
    actions: {
      close: 'Закрыть',
      retry: 'Повторить',
      cancel: 'Отмена',
      confirm: 'Подтвердить',
      back: 'Назад',
      save: 'Сохранить',
      send: 'Отправить',
      more: 'Подробнее',
      accept: 'Принять',
      search: 'Найти',
    },
    errors: {
      generic: 'Что-то пошло не так. Попробуйте ещё раз.',
    },
    loading: 'Загрузка…',
    placeholder: { comingSoon: 'Этот раздел скоро появится.' },
    orderTypes: { delivery: 'Доставка', takeaway: 'Самовывоз' },
    units: {
      pieces: '{{count}} шт.',
      g: '{{value}} г',
      kg: '{{value}} кг',
      ml: '{{value}} мл',
      l: '{{value}} л',
      pcs: '{{value}} шт.',
      perSaleUnit: '{{weight}} × {{pieces}}',
    },
    ui: {
      required: 'обязательное поле',
      phone: {
        country: 'Код страны',
      },
      select: {
        placeholder: 'Выберите',
      },
      counter: {
        group: 'Количество',
        decrease: 'Уменьшить количество',
        increase: 'Увеличить количество',
      },
      price: {
        old: 'Старая цена',
        current: 'Цена со скидкой',
      },
      badge: {
        discount: 'Скидка {{percent}}%',
      },
      carousel: {
        label: 'Карусель',
        prev: 'Прокрутить назад',
        next: 'Прокрутить вперёд',
        slide: '{{index}} из {{total}}',
      },
      alert: {
        dismiss: 'Скрыть сообщение',
      },
    },
    map: {
      zoomIn: 'Приблизить',
      zoomOut: 'Отдалить',
    },
    validation: {
      required: 'Обязательное поле',
      email: 'Проверьте адрес почты',
      phone: 'Введите номер полностью',
      number: 'Введите число больше нуля',
      tooLong: 'Слишком длинное значение',
      privacy: 'Нужно согласие с политикой конфиденциальности',
    },
    outletState: {
      closedToday: 'Сегодня не работаем',
      notYetOpen: 'Ещё не открылись: откроемся в {{time}}',
      opensIn: 'Откроемся через {{minutes}} мин',
      stillClosed: 'Пока закрыто: откроемся в {{time}}',
      alreadyClosed: 'На сегодня уже закрыто',
      closesIn: 'Закроемся через {{minutes}} мин',
      stopped: 'Сейчас не принимаем заказы',
    },
    card: {
      add: 'Добавить',
      choose: 'Выбрать',
      addNamed: 'Добавить в корзину: {{name}}',
      chooseNamed: 'Выбрать добавки: {{name}}',
      unavailable: 'Нет в наличии',
      favorite: 'В избранное: {{name}}',
      unfavorite: 'Убрать из избранного: {{name}}',
    },
    related: {
      addToOrder: 'Добавить к заказу',
      withProductChoose: 'С этим товаром выбирают',
    },
  },
};

/** The shape every locale must have: the Russian key layout with string leaves. */
export type SharedStrings = typeof ru;
