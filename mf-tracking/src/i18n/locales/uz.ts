// mf-tracking's strings (namespace `tracking`) in Uzbek (Latin script, with the modifier letter ʻ in oʻ and gʻ).
import type { TrackingStrings } from './ru';

export const tracking: TrackingStrings = {
  title: 'Buyurtmani kuzatish',
  statuses: {
    accepted: 'Qabul qilindi',
    cooking: 'Tayyorlanmoqda',
    sent: 'Yoʻlda',
    done: 'Bajarildi',
    canceled: 'Bekor qilindi',
    waiting_for_payment: 'Toʻlov kutilmoqda',
  },
  lookup: {
    title: 'Buyurtma holati',
    phone: 'Telefon',
    order: 'Buyurtma raqami',
    submit: 'Buyurtma holatini bilish',
  },
  page: {
    orderTitle: 'Buyurtma № {{orderId}}',
  },
  statusInfo: {
    waiting_for_payment: 'Toʻlov oʻtishi bilan buyurtma oshxonaga yuboriladi.',
    accepted: 'Buyurtmangizni oldik, tez orada tayyorlashni boshlaymiz.',
    acceptedForInterval: 'Tanlangan vaqtga ulgurib tayyorlashni boshlaymiz.',
    cooking: 'Oshpazlarimiz buyurtmangizni tayyorlamoqda.',
    cookingTakeaway:
      'Oshpazlarimiz buyurtmangizni tayyorlamoqda: tayyor boʻlgach, uni filialdan olib keting.',
    sent: 'Kuryer sizga yoʻlda.',
    done: 'Yoqimli ishtaha!',
    doneTakeaway: 'Buyurtmangiz tayyor va topshirildi. Yoqimli ishtaha!',
    canceled: 'Buyurtma bekor qilindi. Savollaringiz boʻlsa, bizga qoʻngʻiroq qiling.',
  },
  trackingView: {
    toMenu: 'Menyuga',
    progress: 'Buyurtma jarayoni',
    stepDone: 'bajarildi',
    stepCurrent: 'hozir',
    stepNext: 'keyingi',
    deliveryTo: 'Yetkazib berish: {{address}}',
    /** A delivery whose address is not shown (a guest's lookup). */
    delivery: 'Kuryer orqali yetkazib berish',
    pickupAt: 'Olib ketish: {{shop}}',
    products: 'Buyurtma tarkibi',
    total: 'Jami',
    deliveryPrice: 'Yetkazib berish',
    mapLabel: 'Xaritada kuryer',
    eta: 'Taxminan {{time}} gacha',
    route: 'Kuryer yoʻli',
    announce: 'Buyurtma holati: {{status}}.',
    announceEta: 'Buyurtma holati: {{status}}. Taxminan {{time}} gacha.',
    cancel: 'Buyurtmani bekor qilish',
    cancelQuestion: '{{orderId}}-raqamli buyurtma bekor qilinsinmi?',
    cancelYes: 'Ha, bekor qilish',
    cancelNo: 'Yoʻq, qolsin',
    repeat: 'Buyurtmani takrorlash',
    repeatPartial: 'Baʼzi mahsulotlar savatga qaytarilmadi: {{names}}',
    notFound: 'Buyurtma topilmadi. Raqamni tekshiring yoki telefon orqali qidiring.',
    loadFailed: 'Buyurtmani yuklab boʻlmadi.',
    lookup: 'Buyurtma holatini bilish',
    network: 'Server bilan aloqa yoʻq. Internet aloqasini tekshiring.',
  },
  lookupForm: {
    lead: 'Buyurtma berilgan telefon raqamini va buyurtma raqamini kiriting.',
    notFound: 'Maʼlumot topilmadi. Telefon va buyurtma raqamini tekshiring.',
    orderDigits: 'Buyurtma raqami faqat raqamlardan iborat',
  },
  orderPrices: {
    packages: 'Qadoq',
    discount: 'Chegirma',
    bonuses: 'Bonuslar bilan to‘landi',
  },
  scheduledCooking: {
    startsFor: 'Buyurtma {{day}}, {{time}} ga tayyor boʻlishi uchun oldinroq tayyorlashni boshlaymiz.',
    today: 'bugun',
    tomorrow: 'ertaga',
  },
};
