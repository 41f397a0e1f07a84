// The shell's `shell-forms` strings in English, the fallback language.
import type { ShellFormsStrings } from './ru';

export const shellForms: ShellFormsStrings = {
  forms: {
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    emailOptional: 'E-mail (optional)',
    message: 'Your question',
    cityName: 'City',
    company: 'Company',
    productCategory: 'Product category',
    shop: 'Premises: address or shopping centre',
    square: 'Area, m²',
    privacy: 'I agree to the processing of my personal data',
    privacyLink: 'Privacy policy',
    submit: 'Send',
    thanksTitle: 'Thank you!',
    thanks: {
      callMeBack: 'We will call you back shortly.',
      question: 'We will answer your question by e-mail.',
      partner: 'Your request has been received; a manager will contact you.',
    },
    failed: 'Could not send. Please try again.',
  },
};
