// mf-menu's `menu-product` strings in Turkish.
import type { MenuProductStrings } from './ru';

export const menuProduct: MenuProductStrings = {
  productModal: {
    nutrition: 'Besin değerleri',
    nutritionPer: 'Porsiyon başına',
    proteins: 'Protein',
    fats: 'Yağ',
    carbohydrates: 'Karbonhidrat',
    energy: 'Enerji',
    kcal: '{{value}} kkal',
    allergens: 'Alerjenler',
    showAllergens: 'Alerjenleri göster',
    hideAllergens: 'Alerjenleri gizle',
    addFor: 'Sepete ekle · {{price}}',
    saveFor: 'Kaydet · {{price}}',
    inCart: 'Sepette',
    related: 'Yanında iyi gider',
    notFound: 'Bu ürün şu anda mevcut değil',
    chooseRequired: 'Zorunlu seçenekleri belirleyin',
    hintRange: '{{min}} ile {{max}} arasında seçin',
    hintUpTo: 'En fazla {{count}} seçin',
    hintExact: '{{count}} seçin',
    extras: 'Ekstralar',
  },
  favorites: {
    add: 'Favorilere ekle',
    remove: 'Favorilerde',
  },
};
