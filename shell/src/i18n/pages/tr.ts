// The shell's `shell-pages` strings in Turkish.
import type { ShellPagesStrings } from './ru';

export const shellPages: ShellPagesStrings = {
  pages: {
    home: {
      title: 'Menü',
      lead: 'Yemeklerinizi seçin ve sipariş verin.',
    },
    about: {
      title: 'Hakkımızda',
      lead: 'Biz kimiz ve nasıl pişiriyoruz.',
    },
    delivery: {
      title: 'Teslimat koşulları',
      lead: 'Adresinize teslimat yapıp yapmadığımızı kontrol edin.',
    },
    shops: {
      title: 'Restoranlarımız',
      lead: 'Restoran adresleri ve çalışma saatleri.',
    },
    promotions: {
      title: 'Kampanyalar ve indirimler',
      lead: 'Şehrinizdeki güncel fırsatlar.',
    },
    bonus: {
      title: 'Bonus programı',
      lead: 'Bonus programı nasıl işler ve nerede geçerlidir.',
    },
    profile: {
      title: 'Profil',
      lead: 'Kişisel bilgiler, siparişler ve adresler.',
    },
    cart: {
      title: 'Sepet',
      lead: 'Siparişi vermeden önce sepetinizi kontrol edin.',
    },
    tracking: {
      title: 'Sipariş takibi',
      lead: 'Sipariş durumunuz otomatik olarak güncellenir.',
    },
    payment: {
      title: 'Sipariş ödemesi',
      lead: 'Siparişinizi size uygun yöntemle ödeyin.',
    },
    paymentInfo: {
      title: 'Nasıl ödenir',
      lead: 'Sipariş ödeme yöntemleri.',
    },
    backToHome: {
      title: 'Ödeme başarısız',
      lead: 'Tekrar ödemeyi deneyin veya başka bir yöntem seçin.',
    },
    orderComplete: {
      title: 'Sipariş alındı',
      lead: 'Teşekkürler! Hazırlamaya başladık.',
    },
    paymentFailure: {
      title: 'Ödeme hatası',
      lead: 'Ödeme gerçekleşmedi. Ödeme yöntemini kontrol edin.',
    },
    legalInfo: {
      lead: 'Şirket bilgileri ve yasal belgeler.',
    },
    privacyPolicy: {
      lead: 'Kişisel verileri nasıl işlediğimiz.',
    },
    userAgreement: {
      lead: 'Sitenin kullanım koşulları.',
    },
  },
  shopsPage: {
    phone: 'Telefon: {{phone}}',
    hours: 'Çalışma saatleri',
    pickUpHere: 'Buradan alacağım',
    chosen: 'Teslim alma noktanız',
    weekdays: 'Pzt,Sal,Çar,Per,Cum,Cmt,Paz',
    dayOff: 'kapalı',
  },
  deliveryPage: {
    zonesTitle: 'Teslimat bölgeleri ve koşulları',
    freeFrom: '{{amount}} üzeri ücretsiz',
    checkTitle: 'Size teslimat yapıp yapmadığımızı kontrol edin',
    check: 'Adresi kontrol et',
  },
};
