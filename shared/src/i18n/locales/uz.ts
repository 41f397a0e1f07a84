// Uzbek (Latin script, with the modifier letter ʻ in oʻ and gʻ).
import type { SharedStrings } from './ru';

export const uz: SharedStrings = {
  common: {
    actions: {
      close: 'Yopish',
      retry: 'Qayta urinish',
      cancel: 'Bekor qilish',
      confirm: 'Tasdiqlash',
      back: 'Orqaga',
      save: 'Saqlash',
      send: 'Yuborish',
      more: 'Batafsil',
      accept: 'Qabul qilish',
      search: 'Qidirish',
    },
    errors: {
      generic: 'Nimadir xato ketdi. Qaytadan urinib koʻring.',
    },
    loading: 'Yuklanmoqda…',
    placeholder: { comingSoon: 'Bu boʻlim tez orada paydo boʻladi.' },
    orderTypes: { delivery: 'Yetkazib berish', takeaway: 'Olib ketish' },
    units: {
      pieces: '{{count}} dona',
      g: '{{value}} g',
      kg: '{{value}} kg',
      ml: '{{value}} ml',
      l: '{{value}} l',
      pcs: '{{value}} dona',
      perSaleUnit: '{{weight}} × {{pieces}}',
    },
    ui: {
      required: 'majburiy maydon',
      phone: {
        country: 'Mamlakat kodi',
      },
      select: {
        placeholder: 'Tanlang',
      },
      counter: {
        group: 'Miqdor',
        decrease: 'Miqdorni kamaytirish',
        increase: 'Miqdorni oshirish',
      },
      price: {
        old: 'Eski narx',
        current: 'Chegirmali narx',
      },
      badge: {
        discount: 'Chegirma {{percent}}%',
      },
      carousel: {
        label: 'Karusel',
        prev: 'Orqaga aylantirish',
        next: 'Oldinga aylantirish',
        slide: '{{total}} tadan {{index}}',
      },
      alert: {
        dismiss: 'Xabarni yopish',
      },
    },
    map: {
      zoomIn: 'Yaqinlashtirish',
      zoomOut: 'Uzoqlashtirish',
    },
    validation: {
      required: 'Majburiy maydon',
      email: 'Elektron pochta manzilini tekshiring',
      phone: 'Telefon raqamini toʻliq kiriting',
      number: 'Noldan katta son kiriting',
      tooLong: 'Qiymat juda uzun',
      privacy: 'Maxfiylik siyosatiga rozilik kerak',
    },
    outletState: {
      closedToday: 'Bugun ishlamaymiz',
      notYetOpen: 'Hali ochilmadi: {{time}} da ochiladi',
      opensIn: '{{minutes}} daqiqadan keyin ochiladi',
      stillClosed: 'Hozircha yopiq: {{time}} da ochiladi',
      alreadyClosed: 'Bugun uchun yopildi',
      closesIn: '{{minutes}} daqiqadan keyin yopilamiz',
      stopped: 'Hozir buyurtma qabul qilmayapmiz',
    },
    card: {
      add: 'Qoʻshish',
      choose: 'Tanlash',
      addNamed: 'Savatga qoʻshish: {{name}}',
      chooseNamed: 'Qoʻshimchalarni tanlash: {{name}}',
      unavailable: 'Mavjud emas',
      favorite: 'Sevimlilarga qo‘shish: {{name}}',
      unfavorite: 'Sevimlilardan olib tashlash: {{name}}',
    },
    related: {
      addToOrder: 'Buyurtmaga qoʻshish',
      withProductChoose: 'Bu bilan birga tanlashadi',
    },
  },
};
