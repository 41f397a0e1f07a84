// The shell's `shell-forms` strings in Turkish.
import type { ShellFormsStrings } from './ru';

export const shellForms: ShellFormsStrings = {
  forms: {
    name: 'Ad',
    phone: 'Telefon',
    email: 'E-posta',
    emailOptional: 'E-posta (isteğe bağlı)',
    message: 'Sorunuz',
    cityName: 'Şehir',
    company: 'Şirket',
    productCategory: 'Ürün kategorisi',
    shop: 'Mülk: adres veya alışveriş merkezi',
    square: 'Alan, m²',
    privacy: 'Kişisel verilerimin işlenmesini kabul ediyorum',
    privacyLink: 'Gizlilik politikası',
    submit: 'Gönder',
    thanksTitle: 'Teşekkürler!',
    thanks: {
      callMeBack: 'Sizi en kısa sürede arayacağız.',
      question: 'Sorunuzu e-posta ile yanıtlayacağız.',
      partner: 'Başvurunuz alındı, bir yönetici sizinle iletişime geçecek.',
    },
    failed: 'Gönderilemedi. Lütfen tekrar deneyin.',
  },
};
