// The shell's `shell-pages` strings in Ukrainian.
import type { ShellPagesStrings } from './ru';

export const shellPages: ShellPagesStrings = {
  pages: {
    home: {
      title: 'Меню',
      lead: 'Оберіть страви та оформіть замовлення.',
    },
    about: {
      title: 'Про нас',
      lead: 'Хто ми і як готуємо.',
    },
    delivery: {
      title: 'Умови доставки',
      lead: 'Перевірте, чи доставляємо ми за вашою адресою.',
    },
    shops: {
      title: 'Наші ресторани',
      lead: 'Адреси та години роботи ресторанів.',
    },
    promotions: {
      title: 'Акції та знижки',
      lead: 'Чинні пропозиції у вашому місті.',
    },
    bonus: {
      title: 'Бонусна програма',
      lead: 'Як працює бонусна програма і де вона діє.',
    },
    profile: {
      title: 'Профіль',
      lead: 'Особисті дані, замовлення та адреси.',
    },
    cart: {
      title: 'Кошик',
      lead: 'Перевірте замовлення перед оформленням.',
    },
    tracking: {
      title: 'Відстеження замовлення',
      lead: 'Статус вашого замовлення оновлюється автоматично.',
    },
    payment: {
      title: 'Оплата замовлення',
      lead: 'Оплатіть замовлення зручним способом.',
    },
    paymentInfo: {
      title: 'Як оплатити',
      lead: 'Способи оплати замовлення.',
    },
    backToHome: {
      title: 'Оплата не пройшла',
      lead: 'Спробуйте оплатити ще раз або оберіть інший спосіб.',
    },
    orderComplete: {
      title: 'Замовлення прийнято',
      lead: 'Дякуємо! Ми вже почали готувати.',
    },
    paymentFailure: {
      title: 'Помилка оплати',
      lead: 'Оплата не пройшла. Перевірте спосіб оплати.',
    },
    legalInfo: {
      lead: 'Реквізити та правові документи.',
    },
    privacyPolicy: {
      lead: 'Як ми обробляємо персональні дані.',
    },
    userAgreement: {
      lead: 'Умови користування сайтом.',
    },
  },
  shopsPage: {
    phone: 'Телефон: {{phone}}',
    hours: 'Години роботи',
    pickUpHere: 'Заберу тут',
    chosen: 'Ви забираєте тут',
    weekdays: 'Пн,Вт,Ср,Чт,Пт,Сб,Нд',
    dayOff: 'вихідний',
  },
  deliveryPage: {
    zonesTitle: 'Зони та умови доставки',
    freeFrom: 'Безкоштовно від {{amount}}',
    checkTitle: 'Перевірте, чи доставляємо ми до вас',
    check: 'Перевірити адресу',
  },
};
