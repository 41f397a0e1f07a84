import { initI18n } from '@storefront/shared/i18n';
import { describeLocales } from '@storefront/shared/test-utils';
import i18next from 'i18next';
import { expect, it } from 'vitest';
import { cart as de } from './locales/de';
import { cart as en } from './locales/en';
import { cart as ru } from './locales/ru';
import { cart as tr } from './locales/tr';
import { cart as uk } from './locales/uk';
import { cart as uz } from './locales/uz';

describeLocales('mf-cart', { ru, en, tr, uz, de, uk });

it('follows Russian plural rules', async () => {
  const i18n = await initI18n({ instance: i18next.createInstance() });
  expect(i18n.t('cart:items', { count: 1 })).toBe('1 товар');
  expect(i18n.t('cart:items', { count: 3 })).toBe('3 товара');
  expect(i18n.t('cart:items', { count: 11 })).toBe('11 товаров');
  expect(i18n.t('cart:items', { count: 21 })).toBe('21 товар');
});
