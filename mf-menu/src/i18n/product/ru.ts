// `menu-product`: the strings of mf-menu's product modal (ProductInfoModal), in Russian: the default
// language and the key layout every other language is typed against. ../product.ts registers them from
// the modal's lazily loaded chunk, so the home page's first screen does not load them.

export const menuProduct = {
  productModal: {
    nutrition: 'Пищевая ценность',
    nutritionPer: 'На порцию',
    proteins: 'Белки',
    fats: 'Жиры',
    carbohydrates: 'Углеводы',
    energy: 'Энергетическая ценность',
    kcal: '{{value}} ккал',
    allergens: 'Аллергены',
    showAllergens: 'Показать аллергены',
    hideAllergens: 'Скрыть аллергены',
    addFor: 'В корзину за {{price}}',
    saveFor: 'Сохранить за {{price}}',
    inCart: 'В корзине',
    related: 'С этим заказывают',
    notFound: 'Это блюдо сейчас недоступно',
    chooseRequired: 'Выберите обязательные добавки',
    hintRange: 'Выберите от {{min}} до {{max}}',
    hintUpTo: 'Можно выбрать до {{count}}',
    hintExact: 'Выберите {{count}}',
    extras: 'Дополнительно',
  },
  favorites: {
    add: 'В избранное',
    remove: 'В избранном',
  },
};

/** The shape of menu-product's strings in every language: the Russian key layout. */
export type MenuProductStrings = typeof menuProduct;
