// mf-menu's `menu-product` strings in Uzbek.
import type { MenuProductStrings } from './ru';

export const menuProduct: MenuProductStrings = {
  productModal: {
    nutrition: 'Ozuqaviy qiymati',
    nutritionPer: 'Bir porsiya uchun',
    proteins: 'Oqsillar',
    fats: 'Yogʻlar',
    carbohydrates: 'Uglevodlar',
    energy: 'Energiya qiymati',
    kcal: '{{value}} kkal',
    allergens: 'Allergenlar',
    showAllergens: 'Allergenlarni koʻrsatish',
    hideAllergens: 'Allergenlarni yashirish',
    addFor: 'Savatga · {{price}}',
    saveFor: 'Saqlash · {{price}}',
    inCart: 'Savatda',
    related: 'Bu bilan buyurtma qilishadi',
    notFound: 'Bu taom hozir mavjud emas',
    chooseRequired: 'Majburiy qoʻshimchalarni tanlang',
    hintRange: '{{min}} tadan {{max}} tagacha tanlang',
    hintUpTo: '{{count}} tagacha tanlash mumkin',
    hintExact: '{{count}} ta tanlang',
    extras: 'Qoʻshimchalar',
  },
  favorites: {
    add: 'Sevimlilarga',
    remove: 'Sevimlilarda',
  },
};
