import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from './init-i18n';
import { type NamespaceSource, registerNamespace } from './namespaces';

type Strings = { greeting: string };
const fresh = () => i18next.createInstance();
/** A deployable's namespace as it registers it: Russian bundled, the others from `load`. */
function source(words: Partial<Record<string, string>>, load = vi.fn()): NamespaceSource<Strings> {
  load.mockImplementation(async (lng: string) => ({ greeting: words[lng] ?? `${lng}?` }));
  return { bundled: { ru: { greeting: words.ru ?? 'ru?' } }, load };
}
// The namespaces of these tests are not in ResourceNamespaceMap.
const register = (ns: string, strings: NamespaceSource<Strings>) =>
  registerNamespace(ns as never, strings as never);

describe('registerNamespace', () => {
  it('gives a namespace registered before start-up to the instance initI18n sets up', async () => {
    void register('early', source({ ru: 'Привет' }));
    const i18n = await initI18n({ instance: fresh() });
    expect(i18n.t('early:greeting' as never)).toBe('Привет');
  });

  it('loads only the visitor’s language, and resolves once it is there', async () => {
    const i18n = await initI18n({ lng: 'de', instance: fresh() });
    const load = vi.fn();
    await register('visitor', source({ ru: 'Привет', de: 'Hallo', en: 'Hello' }, load));
    expect(i18n.t('visitor:greeting' as never)).toBe('Hallo');
    expect(load.mock.calls.map(([lng]) => lng)).toEqual(['de']);
  });

  it('loads a registered namespace before switching to another language', async () => {
    const i18n = await initI18n({ instance: fresh() });
    await register('switch', source({ ru: 'Привет', tr: 'Merhaba' }));
    await i18n.changeLanguage('tr');
    expect(i18n.t('switch:greeting' as never)).toBe('Merhaba');
  });

  it('replaces the strings of every loaded language when a new build registers again', async () => {
    const i18n = await initI18n({ lng: 'uk', instance: fresh() });
    await register('redeployed', source({ ru: 'Старое', uk: 'Старе' }));
    await register('redeployed', source({ ru: 'Новое', uk: 'Нове' }));
    expect(i18n.t('redeployed:greeting' as never)).toBe('Нове');
    expect(i18n.t('redeployed:greeting' as never, { lng: 'ru' })).toBe('Новое');
  });

  it('loads every preloaded language (the server renders all six)', async () => {
    const i18n = await initI18n({ instance: fresh() });
    await i18n.loadLanguages(['ru', 'en', 'tr', 'uz', 'de', 'uk']);
    await register('server', source({ ru: 'Привет', uz: 'Salom' }));
    expect(i18n.t('server:greeting' as never, { lng: 'uz' })).toBe('Salom');
  });
});
