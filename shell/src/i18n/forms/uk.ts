// The shell's `shell-forms` strings in Ukrainian.
import type { ShellFormsStrings } from './ru';

export const shellForms: ShellFormsStrings = {
  forms: {
    name: 'Імʼя',
    phone: 'Телефон',
    email: 'Ел. пошта',
    emailOptional: 'Ел. пошта (необовʼязково)',
    message: 'Ваше запитання',
    cityName: 'Місто',
    company: 'Компанія',
    productCategory: 'Категорія продукції',
    shop: 'Приміщення: адреса або торговий центр',
    square: 'Площа, м²',
    privacy: 'Погоджуюся на обробку персональних даних',
    privacyLink: 'Політика конфіденційності',
    submit: 'Надіслати',
    thanksTitle: 'Дякуємо!',
    thanks: {
      callMeBack: 'Ми незабаром вам передзвонимо.',
      question: 'Ми відповімо на ваше запитання поштою.',
      partner: 'Заявку прийнято, менеджер звʼяжеться з вами.',
    },
    failed: 'Не вдалося надіслати. Спробуйте ще раз.',
  },
};
