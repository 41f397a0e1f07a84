// The strings of mf-menu's product modal (namespace `menu-product`): every module that shows
// them imports this one, so their Russian travels in the modal's lazily loaded chunks, not in the home
// page's first-screen script, and the `await` below holds the import until the visitor's language is in:
// no key shows raw. Any other language is in that language's chunk of mf-menu's lazily loaded strings
// (./lazy/).
import { registerNamespace } from '@storefront/shared/i18n';
import { type MenuProductStrings, menuProduct } from './product/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'menu-product': MenuProductStrings;
  }
}

await registerNamespace('menu-product', {
  bundled: { ru: menuProduct },
  // Every other language comes with mf-menu's other lazily loaded namespaces, one chunk per language
  // (./lazy/; Russian, bundled above, is never loaded).
  load: (lng) =>
    import(`./lazy/${lng}.ts`).then((locale: { menuProduct: MenuProductStrings }) => locale.menuProduct),
});
