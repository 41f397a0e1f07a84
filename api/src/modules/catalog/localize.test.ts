import { describe, expect, it } from 'vitest';
import type { TranslationsData } from '../../db/schema/json-types';
import { fallbackChain, localizeRow } from './localize';

const row = (translations: TranslationsData) => ({
  id: 1,
  name: 'Четыре сыра',
  description: 'Сливочный соус, моцарелла',
  alert: null as string | null,
  allergens: ['молоко'],
  translations,
});

describe('localizeRow', () => {
  it('never translates a legal name, whatever the translations hold', () => {
    const shop = {
      ...row({ de: { name: 'Filiale Mitte', companyName: 'Pizza Point GmbH' } }),
      companyName: 'ООО «Пицца Поинт»',
    };
    expect(localizeRow(shop, 'de')).toMatchObject({
      name: 'Filiale Mitte',
      companyName: 'ООО «Пицца Поинт»',
    });
  });

  it('takes each field from the language, then English, then the own Russian text', () => {
    const product = row({
      en: { name: 'Four cheese', description: 'Cream sauce, mozzarella', allergens: ['milk'] },
      de: { name: 'Quattro Formaggi' },
    });
    expect(localizeRow(product, 'de')).toMatchObject({
      name: 'Quattro Formaggi',
      // German lacks it: the whole field comes in English, never half German, half English.
      description: 'Cream sauce, mozzarella',
      allergens: ['milk'],
    });
    expect(localizeRow(product, 'tr').name).toBe('Four cheese');
    expect(localizeRow(row({}), 'uz').name).toBe('Четыре сыра');
    expect(localizeRow(product, 'ru')).toBe(product);
  });

  it('ignores empty translations, lists where a text belongs and texts of empty fields', () => {
    const product = row({
      uk: { name: '  ', description: ['не текст'], alert: 'Гостре' },
      en: { name: 'Four cheese' },
    });
    const local = localizeRow(product, 'uk');
    expect(local.name).toBe('Four cheese');
    expect(local.description).toBe('Сливочный соус, моцарелла');
    expect(local.alert).toBeNull();
    // The row itself is left as it is (snapshots share it between languages).
    expect(product.name).toBe('Четыре сыра');
  });

  it('falls back along the interface chain', () => {
    expect(fallbackChain('ru')).toEqual(['ru']);
    expect(fallbackChain('en')).toEqual(['en', 'ru']);
    expect(fallbackChain('uk')).toEqual(['uk', 'en', 'ru']);
  });
});
