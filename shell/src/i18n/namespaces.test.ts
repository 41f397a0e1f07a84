// The shell's strings in six namespaces: `shell` in the start-up script, and `shell-pages`,
// `shell-location`, `shell-cities`, `shell-confirm`, `shell-forms` in the lazily loaded chunks that show
// them. Each lazily loaded module
// registers the namespaces it translates in before it renders, and nothing the start-up script loads
// pulls one of them in.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { initI18n } from '@storefront/shared/i18n';
import { importGraph } from '@storefront/shared/test-utils';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { shellForms as deForms } from './forms/de';

const src = resolve(import.meta.dirname, '..');
/** Each lazily loaded namespace and the module that registers it. */
const LAZY: Record<string, string> = {
  'shell-pages': 'i18n/pages.ts',
  'shell-location': 'i18n/location.ts',
  'shell-cities': 'i18n/cities.ts',
  'shell-confirm': 'i18n/confirm.ts',
  'shell-forms': 'i18n/forms.ts',
};

const { sources: SOURCES, staticImports, reached } = importGraph(src);

describe('the shell’s lazily loaded namespaces', () => {
  it('are registered by every module that translates in them', () => {
    const missing: string[] = [];
    for (const file of SOURCES) {
      if (file.includes(`${join(src, 'i18n')}/`)) continue;
      const text = readFileSync(file, 'utf8');
      const imports = staticImports(file);
      for (const [ns, module] of Object.entries(LAZY)) {
        const uses = text.includes(`'${ns}'`) || text.includes(`${ns}:`);
        if (uses && !imports.includes(join(src, module))) missing.push(`${relative(src, file)} → ${ns}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('are not in the start-up script: nothing it imports statically registers one', () => {
    const seen = reached(join(src, 'index.ts'));
    expect(seen.has(join(src, 'layout/footer.tsx'))).toBe(true);
    const found = Object.values(LAZY).filter((module) => seen.has(join(src, module)));
    expect(found).toEqual([]);
  });

  it('hold a module’s import until the visitor’s language is in', async () => {
    const i18n = await initI18n({ lng: 'de', instance: i18next.createInstance() });
    await import('./forms');
    expect(i18n.t('shell-forms:forms.submit')).toBe(deForms.forms.submit);
    expect(i18n.t('shell-forms:forms.submit', { lng: 'ru' })).toBe('Отправить');
  });
});
