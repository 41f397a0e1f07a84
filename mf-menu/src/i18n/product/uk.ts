// mf-menu's `menu-product` strings in Ukrainian.
import type { MenuProductStrings } from './ru';

export const menuProduct: MenuProductStrings = {
  productModal: {
    nutrition: 'Харчова цінність',
    nutritionPer: 'На порцію',
    proteins: 'Білки',
    fats: 'Жири',
    carbohydrates: 'Вуглеводи',
    energy: 'Енергетична цінність',
    kcal: '{{value}} ккал',
    allergens: 'Алергени',
    showAllergens: 'Показати алергени',
    hideAllergens: 'Сховати алергени',
    addFor: 'До кошика за {{price}}',
    saveFor: 'Зберегти за {{price}}',
    inCart: 'У кошику',
    related: 'З цим замовляють',
    notFound: 'Ця страва зараз недоступна',
    chooseRequired: 'Оберіть обовʼязкові добавки',
    hintRange: 'Оберіть від {{min}} до {{max}}',
    hintUpTo: 'Можна обрати до {{count}}',
    hintExact: 'Оберіть {{count}}',
    extras: 'Додатково',
  },
  favorites: {
    add: 'До обраного',
    remove: 'В обраному',
  },
};
