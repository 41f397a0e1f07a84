// `shell-forms`: the strings of the shell's site forms (call me back, feedback, partner requests, the
// phone field of the not-delivered notice), in Russian: the default language and the key layout every
// other language is typed against. ../forms.ts registers them from the lazily loaded code that shows
// them, so the shell's start-up script does not carry them.

export const shellForms = {
  forms: {
    name: 'Имя',
    phone: 'Телефон',
    email: 'Эл. почта',
    emailOptional: 'Эл. почта (необязательно)',
    message: 'Ваш вопрос',
    cityName: 'Город',
    company: 'Компания',
    productCategory: 'Категория продукции',
    shop: 'Помещение: адрес или торговый центр',
    square: 'Площадь, м²',
    privacy: 'Согласен на обработку персональных данных',
    privacyLink: 'Политика конфиденциальности',
    submit: 'Отправить',
    thanksTitle: 'Спасибо!',
    thanks: {
      callMeBack: 'Мы перезвоним вам в ближайшее время.',
      question: 'Мы ответим на ваш вопрос по почте.',
      partner: 'Заявка принята, менеджер свяжется с вами.',
    },
    failed: 'Не удалось отправить. Попробуйте ещё раз.',
  },
};

/** The shape of shell-forms's strings in every language: the Russian key layout. */
export type ShellFormsStrings = typeof shellForms;
