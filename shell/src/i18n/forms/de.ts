// The shell's `shell-forms` strings in German.
import type { ShellFormsStrings } from './ru';

export const shellForms: ShellFormsStrings = {
  forms: {
    name: 'Name',
    phone: 'Telefon',
    email: 'E-Mail',
    emailOptional: 'E-Mail (optional)',
    message: 'Ihre Frage',
    cityName: 'Stadt',
    company: 'Unternehmen',
    productCategory: 'Produktkategorie',
    shop: 'Objekt: Adresse oder Einkaufszentrum',
    square: 'Fläche, m²',
    privacy: 'Ich stimme der Verarbeitung meiner personenbezogenen Daten zu',
    privacyLink: 'Datenschutzerklärung',
    submit: 'Senden',
    thanksTitle: 'Danke!',
    thanks: {
      callMeBack: 'Wir rufen Sie in Kürze zurück.',
      question: 'Wir beantworten Ihre Frage per E-Mail.',
      partner: 'Ihre Anfrage ist eingegangen, ein Manager meldet sich bei Ihnen.',
    },
    failed: 'Senden fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
};
