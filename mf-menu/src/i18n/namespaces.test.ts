// mf-menu's strings in four namespaces: `menu`, what the home page's first screen can show, in
// the HomePage expose's chunks, and `menu-product`, `menu-promotions`, `menu-filters` in the lazily loaded
// chunks that show them. Each lazily loaded module registers the namespaces it translates in before it renders, and nothing
// the home page loads up front pulls one of them in.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { initI18n, SUPPORTED_LOCALES } from '@storefront/shared/i18n';
import { importGraph } from '@storefront/shared/test-utils';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { menuProduct as deProduct } from './product/de';

const src = resolve(import.meta.dirname, '..');
/** Each lazily loaded namespace, the module that registers it and the object its locale files export. */
const LAZY: Record<string, { module: string; exported: string }> = {
  'menu-product': { module: 'i18n/product.ts', exported: 'menuProduct' },
  'menu-promotions': { module: 'i18n/promotions.ts', exported: 'menuPromotions' },
  'menu-filters': { module: 'i18n/filters.ts', exported: 'menuFilters' },
};

const { sources: SOURCES, staticImports, reached } = importGraph(src);

describe('mf-menu’s lazily loaded namespaces', () => {
  it('are registered by every module that translates in them', () => {
    const missing: string[] = [];
    for (const file of SOURCES) {
      if (file.includes(`${join(src, 'i18n')}/`) || file === join(src, 'bootstrap.tsx')) continue;
      const text = readFileSync(file, 'utf8');
      const imports = staticImports(file);
      for (const [ns, { module }] of Object.entries(LAZY)) {
        const uses = text.includes(`'${ns}'`) || text.includes(`${ns}:`);
        if (uses && !imports.includes(join(src, module))) missing.push(`${relative(src, file)} → ${ns}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('are not in the home page’s first-screen chunks: nothing HomePage imports statically registers one', () => {
    const seen = reached(join(src, 'exposes/home-page.tsx'));
    expect(seen.has(join(src, 'home/home-view.tsx'))).toBe(true);
    const found = Object.values(LAZY).filter(({ module }) => seen.has(join(src, module)));
    expect(found).toEqual([]);
  });

  it('come in one chunk per language other than Russian, holding every lazily loaded namespace', async () => {
    for (const lng of SUPPORTED_LOCALES.filter((lng) => lng !== 'ru')) {
      const chunk = (await import(`./lazy/${lng}.ts`)) as Record<string, unknown>;
      expect(Object.keys(chunk).sort(), lng).toEqual(
        Object.values(LAZY)
          .map(({ exported }) => exported)
          .sort(),
      );
    }
  });

  it('hold a module’s import until the visitor’s language is in', async () => {
    const i18n = await initI18n({ lng: 'de', instance: i18next.createInstance() });
    await import('./product');
    expect(i18n.t('menu-product:productModal.inCart')).toBe(deProduct.productModal.inCart);
    expect(i18n.t('menu-product:productModal.inCart', { lng: 'ru' })).toBe('В корзине');
  });
});
