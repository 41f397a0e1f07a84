// mf-menu's `menu-product` strings in English.
import type { MenuProductStrings } from './ru';

export const menuProduct: MenuProductStrings = {
  productModal: {
    nutrition: 'Nutrition facts',
    nutritionPer: 'Per serving',
    proteins: 'Protein',
    fats: 'Fat',
    carbohydrates: 'Carbohydrates',
    energy: 'Energy',
    kcal: '{{value}} kcal',
    allergens: 'Allergens',
    showAllergens: 'Show allergens',
    hideAllergens: 'Hide allergens',
    addFor: 'Add to cart · {{price}}',
    saveFor: 'Save · {{price}}',
    inCart: 'In your cart',
    related: 'Goes well with',
    notFound: 'This dish is not available right now',
    chooseRequired: 'Choose the required options',
    hintRange: 'Choose {{min}} to {{max}}',
    hintUpTo: 'Choose up to {{count}}',
    hintExact: 'Choose {{count}}',
    extras: 'Extras',
  },
  favorites: {
    add: 'Add to favourites',
    remove: 'In favourites',
  },
};
