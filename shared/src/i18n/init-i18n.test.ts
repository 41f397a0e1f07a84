import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './init-i18n';

const fresh = () => i18next.createInstance();

describe('initI18n', () => {
  it('starts in Russian by default', async () => {
    const i18n = await initI18n({ instance: fresh() });
    expect(i18n.language).toBe('ru');
    expect(i18n.t('shell:cities.title')).toBe('Выберите город');
  });

  it('starts in the requested language', async () => {
    const i18n = await initI18n({ lng: 'de', instance: fresh() });
    expect(i18n.t('common:actions.retry')).toBe('Erneut versuchen');
  });

  it('ignores an unsupported language and uses Russian', async () => {
    const i18n = await initI18n({ lng: 'fr', instance: fresh() });
    expect(i18n.language).toBe('ru');
  });

  it('uses the default namespace common', async () => {
    const i18n = await initI18n({ lng: 'en', instance: fresh() });
    expect(i18n.t('errors.remoteUnavailable')).toBe('This block failed to load');
  });

  it('falls back to English for a key a locale lacks', async () => {
    const i18n = await initI18n({ lng: 'tr', instance: fresh() });
    i18n.addResource('en', 'common', 'onlyInEnglish', 'English only');
    expect(i18n.t('common:onlyInEnglish' as never)).toBe('English only');
  });

  it('follows Russian plural rules', async () => {
    const i18n = await initI18n({ instance: fresh() });
    expect(i18n.t('cart:items', { count: 1 })).toBe('1 товар');
    expect(i18n.t('cart:items', { count: 3 })).toBe('3 товара');
    expect(i18n.t('cart:items', { count: 11 })).toBe('11 товаров');
    expect(i18n.t('cart:items', { count: 21 })).toBe('21 товар');
  });

  it('switches language on a second call and updates <html lang>', async () => {
    const instance = fresh();
    await initI18n({ instance });
    await initI18n({ lng: 'uk', instance });
    expect(instance.language).toBe('uk');
    expect(document.documentElement.lang).toBe('uk');
  });
});
