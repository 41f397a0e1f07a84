// The shell's `shell-forms` strings in Uzbek (Latin script, with the modifier letter ʻ in oʻ and gʻ).
import type { ShellFormsStrings } from './ru';

export const shellForms: ShellFormsStrings = {
  forms: {
    name: 'Ism',
    phone: 'Telefon',
    email: 'Elektron pochta',
    emailOptional: 'Elektron pochta (ixtiyoriy)',
    message: 'Savolingiz',
    cityName: 'Shahar',
    company: 'Kompaniya',
    productCategory: 'Mahsulot toifasi',
    shop: 'Bino: manzil yoki savdo markazi',
    square: 'Maydon, m²',
    privacy: 'Shaxsiy maʼlumotlarimni qayta ishlashga roziman',
    privacyLink: 'Maxfiylik siyosati',
    submit: 'Yuborish',
    thanksTitle: 'Rahmat!',
    thanks: {
      callMeBack: 'Tez orada sizga qoʻngʻiroq qilamiz.',
      question: 'Savolingizga elektron pochta orqali javob beramiz.',
      partner: 'Arizangiz qabul qilindi, menejer siz bilan bogʻlanadi.',
    },
    failed: 'Yuborib boʻlmadi. Qaytadan urinib koʻring.',
  },
};
