// mf-menu's `menu-product` strings in German.
import type { MenuProductStrings } from './ru';

export const menuProduct: MenuProductStrings = {
  productModal: {
    nutrition: 'Nährwerte',
    nutritionPer: 'Pro Portion',
    proteins: 'Eiweiß',
    fats: 'Fett',
    carbohydrates: 'Kohlenhydrate',
    energy: 'Brennwert',
    kcal: '{{value}} kcal',
    allergens: 'Allergene',
    showAllergens: 'Allergene anzeigen',
    hideAllergens: 'Allergene ausblenden',
    addFor: 'In den Warenkorb · {{price}}',
    saveFor: 'Speichern · {{price}}',
    inCart: 'Im Warenkorb',
    related: 'Passt gut dazu',
    notFound: 'Dieses Gericht ist gerade nicht verfügbar',
    chooseRequired: 'Wählen Sie die Pflichtoptionen',
    hintRange: 'Wählen Sie {{min}} bis {{max}}',
    hintUpTo: 'Bis zu {{count}} wählbar',
    hintExact: 'Wählen Sie {{count}}',
    extras: 'Extras',
  },
  favorites: {
    add: 'Zu Favoriten',
    remove: 'In Favoriten',
  },
};
