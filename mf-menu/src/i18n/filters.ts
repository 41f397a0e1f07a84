// The strings of mf-menu's filter panel (namespace `menu-filters`): the panel is loaded when a
// tap opens it (the server never renders it) and imports this module, so their Russian travels in its
// chunk, not in the home page's first-screen script, and the `await` below holds the import until the
// visitor's language is in: no key shows raw. Any other language is in that language's chunk of
// mf-menu's lazily loaded strings (./lazy/).
import { registerNamespace } from '@storefront/shared/i18n';
import { type MenuFiltersStrings, menuFilters } from './filters/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'menu-filters': MenuFiltersStrings;
  }
}

await registerNamespace('menu-filters', {
  bundled: { ru: menuFilters },
  // Every other language comes with mf-menu's other lazily loaded namespaces, one chunk per language
  // (./lazy/; Russian, bundled above, is never loaded).
  load: (lng) =>
    import(`./lazy/${lng}.ts`).then((locale: { menuFilters: MenuFiltersStrings }) => locale.menuFilters),
});
