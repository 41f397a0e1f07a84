import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './init-i18n';

const fresh = () => i18next.createInstance();

describe('initI18n', () => {
  it('starts in Russian by default', async () => {
    const i18n = await initI18n({ instance: fresh() });
    expect(i18n.language).toBe('ru');
    expect(i18n.t('common:actions.retry')).toBe('Повторить');
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
    expect(i18n.t('actions.close')).toBe('Close');
  });

  it('falls back to English for a key a locale lacks', async () => {
    const i18n = await initI18n({ lng: 'tr', instance: fresh() });
    i18n.addResource('en', 'common', 'onlyInEnglish', 'English only');
    expect(i18n.t('common:onlyInEnglish' as never)).toBe('English only');
  });

  it('switches language on a second call and updates <html lang>', async () => {
    const instance = fresh();
    await initI18n({ instance });
    await initI18n({ lng: 'uk', instance });
    expect(instance.language).toBe('uk');
    expect(document.documentElement.lang).toBe('uk');
  });
});
