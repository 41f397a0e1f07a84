// Every deployable's Russian strings by namespace, as the page registers them: shared's (`common`) and
// each deployable's own (its src/i18n/locales/), mf-menu's lazily loaded namespaces included
// (its src/i18n/<name>/).
import { resources } from '@storefront/shared/i18n/locales';
import { account } from '../../mf-account/src/i18n/locales/ru';
import { cart } from '../../mf-cart/src/i18n/locales/ru';
import { checkout } from '../../mf-checkout/src/i18n/locales/ru';
import { menuFilters } from '../../mf-menu/src/i18n/filters/ru';
import { menu } from '../../mf-menu/src/i18n/locales/ru';
import { menuProduct } from '../../mf-menu/src/i18n/product/ru';
import { menuPromotions } from '../../mf-menu/src/i18n/promotions/ru';
import { tracking } from '../../mf-tracking/src/i18n/locales/ru';
import { shell } from '../../shell/src/i18n/locales/ru';

export const ruStrings = {
  ...resources.ru,
  shell,
  menu,
  'menu-product': menuProduct,
  'menu-promotions': menuPromotions,
  'menu-filters': menuFilters,
  cart,
  checkout,
  account,
  tracking,
};
