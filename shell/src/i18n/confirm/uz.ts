// The shell's `shell-confirm` strings in Uzbek (Latin script, with the modifier letter ʻ in oʻ and gʻ).
import type { ShellConfirmStrings } from './ru';

export const shellConfirm: ShellConfirmStrings = {
  confirmAddress: {
    available: '{{address}} manziliga yetkazib beramiz. Buyurtma uchun tanlaysizmi?',
    notAvailable:
      '{{address}} manziliga hozircha yetkazib berilmaydi. Eng yaqin restorandan olasizmi: {{shop}}?',
  },
  locationChange: {
    takeaway:
      '{{shop}} dan olib ketishga o‘tasizmi? Savatdagi narxlar qayta hisoblanadi, u yerda yo‘q mahsulotlar belgilanadi.',
    shop: 'Filialni {{shop}} ga almashtirasizmi? Savatdagi narxlar qayta hisoblanadi, u yerda yo‘q mahsulotlar belgilanadi.',
  },
  actions: {
    yes: 'Ha',
    no: 'Yoʻq',
  },
};
