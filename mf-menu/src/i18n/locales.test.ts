import { describeLocales, flattenStrings } from '@storefront/shared/test-utils';
import { expect, it } from 'vitest';
import { menuFilters as filtersDe } from './filters/de';
import { menuFilters as filtersEn } from './filters/en';
import { menuFilters as filtersRu } from './filters/ru';
import { menuFilters as filtersTr } from './filters/tr';
import { menuFilters as filtersUk } from './filters/uk';
import { menuFilters as filtersUz } from './filters/uz';
import { menu as de } from './locales/de';
import { menu as en } from './locales/en';
import { menu as ru } from './locales/ru';
import { menu as tr } from './locales/tr';
import { menu as uk } from './locales/uk';
import { menu as uz } from './locales/uz';
import { menuProduct as productDe } from './product/de';
import { menuProduct as productEn } from './product/en';
import { menuProduct as productRu } from './product/ru';
import { menuProduct as productTr } from './product/tr';
import { menuProduct as productUk } from './product/uk';
import { menuProduct as productUz } from './product/uz';
import { menuPromotions as promotionsDe } from './promotions/de';
import { menuPromotions as promotionsEn } from './promotions/en';
import { menuPromotions as promotionsRu } from './promotions/ru';
import { menuPromotions as promotionsTr } from './promotions/tr';
import { menuPromotions as promotionsUk } from './promotions/uk';
import { menuPromotions as promotionsUz } from './promotions/uz';

describeLocales('mf-menu', { ru, en, tr, uz, de, uk });
// The strings only lazily loaded code shows, in namespaces of their own.
describeLocales('menu-product', {
  ru: productRu,
  en: productEn,
  tr: productTr,
  uz: productUz,
  de: productDe,
  uk: productUk,
});
describeLocales('menu-filters', {
  ru: filtersRu,
  en: filtersEn,
  tr: filtersTr,
  uz: filtersUz,
  de: filtersDe,
  uk: filtersUk,
});
describeLocales('menu-promotions', {
  ru: promotionsRu,
  en: promotionsEn,
  tr: promotionsTr,
  uz: promotionsUz,
  de: promotionsDe,
  uk: promotionsUk,
});

it('names each string in one namespace only', () => {
  const namespaces = [ru, productRu, promotionsRu, filtersRu].map((strings) => [
    ...flattenStrings(strings).keys(),
  ]);
  const all = namespaces.flat();
  expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
});
