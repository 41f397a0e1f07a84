// The shell's `shell-location` strings in Uzbek (Latin script, with the modifier letter ʻ in oʻ and gʻ).
import type { ShellLocationStrings } from './ru';

export const shellLocation: ShellLocationStrings = {
  orderTypes: {
    delivery: 'Yetkazib berish',
    takeaway: 'Olib ketish',
    switchLabel: 'Buyurtmani olish usuli',
    addressLabel: 'Yetkazib berish manzili',
    addressPlaceholder: 'Koʻcha va uy raqami',
    addressHint: 'Manzilni yozing yoki xaritaga bosing',
    addHouse: 'Uy raqamini qoʻshing',
    submitAddress: 'Shu yerga yetkazish',
    mapLabel: 'Yetkazib berish hududlari xaritasi',
    shopsMapLabel: 'Restoranlar xaritasi',
    zoneTerms: 'Yetkazib berish {{price}}, buyurtma {{minimum}} dan',
    free: 'bepul',
    notDeliveredTitle: 'Bu yerga hozircha yetkazib bermaymiz',
    notDeliveredText:
      'Telefoningizni qoldiring — yetkazib berish {{address}} manziliga yetganda xabar beramiz.',
    notify: 'Menga xabar bering',
    notifyThanks: 'Rahmat! Bu manzilga yetkazib berishni boshlaganimizda xabar beramiz.',
    otherAddress: 'Boshqa manzil kiriting',
    chooseTakeaway: 'Oʻzim olib ketaman',
    otherCityUnavailable: 'Bu manzilga yetkazib berish mavjud emas.',
    shopSearch: 'Restoran qidirish',
    shopsEmpty: 'Hech narsa topilmadi',
    showList: 'Roʻyxat',
    showMap: 'Xarita',
    selectShop: 'Shu yerdan olaman',
    chooseShopFirst: 'Roʻyxatdan yoki xaritadan restoran tanlang',
  },
  shopState: {
    closedToday: 'Bugun yopiq',
    notYetOpen: '{{time}} da ochiladi',
    opensIn: '{{minutes}} daqiqadan keyin ochiladi',
    openUntil: '{{time}} gacha ochiq',
    closesIn: '{{minutes}} daqiqadan keyin yopiladi',
    stillClosed: 'Tanaffus, {{time}} da ochiladi',
    alreadyClosed: 'Bugunga yopildi',
    stopped: 'Hozircha buyurtma qabul qilmayapti',
  },
};
