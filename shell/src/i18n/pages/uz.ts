// The shell's `shell-pages` strings in Uzbek (Latin script, with the modifier letter ʻ in oʻ and gʻ).
import type { ShellPagesStrings } from './ru';

export const shellPages: ShellPagesStrings = {
  pages: {
    home: {
      title: 'Menyu',
      lead: 'Taomlarni tanlang va buyurtma bering.',
    },
    about: {
      title: 'Biz haqimizda',
      lead: 'Biz kimmiz va qanday tayyorlaymiz.',
    },
    delivery: {
      title: 'Yetkazib berish shartlari',
      lead: 'Manzilingizga yetkazib berishimizni tekshiring.',
    },
    shops: {
      title: 'Restoranlarimiz',
      lead: 'Restoranlar manzillari va ish vaqti.',
    },
    promotions: {
      title: 'Aksiyalar va chegirmalar',
      lead: 'Shahringizdagi amaldagi takliflar.',
    },
    bonus: {
      title: 'Bonus dasturi',
      lead: 'Bonus dasturi qanday ishlaydi va qayerda amal qiladi.',
    },
    profile: {
      title: 'Profil',
      lead: 'Shaxsiy maʼlumotlar, buyurtmalar va manzillar.',
    },
    cart: {
      title: 'Savat',
      lead: 'Rasmiylashtirishdan oldin buyurtmani tekshiring.',
    },
    tracking: {
      title: 'Buyurtmani kuzatish',
      lead: 'Buyurtma holati avtomatik yangilanadi.',
    },
    payment: {
      title: 'Buyurtma uchun toʻlov',
      lead: 'Buyurtmani qulay usulda toʻlang.',
    },
    paymentInfo: {
      title: 'Qanday toʻlash mumkin',
      lead: 'Buyurtma uchun toʻlov usullari.',
    },
    backToHome: {
      title: 'Toʻlov amalga oshmadi',
      lead: 'Qayta toʻlab koʻring yoki boshqa usulni tanlang.',
    },
    orderComplete: {
      title: 'Buyurtma qabul qilindi',
      lead: 'Rahmat! Tayyorlashni boshladik.',
    },
    paymentFailure: {
      title: 'Toʻlov xatosi',
      lead: 'Toʻlov oʻtmadi. Toʻlov usulini tekshiring.',
    },
    legalInfo: {
      lead: 'Rekvizitlar va huquqiy hujjatlar.',
    },
    privacyPolicy: {
      lead: 'Shaxsiy maʼlumotlarni qanday qayta ishlaymiz.',
    },
    userAgreement: {
      lead: 'Saytdan foydalanish shartlari.',
    },
  },
  shopsPage: {
    phone: 'Telefon: {{phone}}',
    hours: 'Ish vaqti',
    pickUpHere: 'Shu yerdan olaman',
    chosen: 'Olib ketish joyingiz',
    weekdays: 'Du,Se,Ch,Pa,Ju,Sh,Ya',
    dayOff: 'dam olish kuni',
  },
  deliveryPage: {
    zonesTitle: 'Yetkazib berish hududlari va shartlari',
    freeFrom: '{{amount}} dan bepul',
    checkTitle: 'Sizga yetkazib berishimizni tekshiring',
    check: 'Manzilni tekshirish',
  },
};
