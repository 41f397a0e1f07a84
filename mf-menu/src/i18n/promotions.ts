// The strings of mf-menu's promotions page, promotion modal and marketing banner modal (namespace
// `menu-promotions`): every module that shows them imports this one, so their Russian travels in
// those lazily loaded chunks, not in the home page's first-screen script, and the `await` below holds the
// import until the visitor's language is in: no key shows raw. Any other language is in that language's
// chunk of mf-menu's lazily loaded strings (./lazy/).
import { registerNamespace } from '@storefront/shared/i18n';
import { type MenuPromotionsStrings, menuPromotions } from './promotions/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'menu-promotions': MenuPromotionsStrings;
  }
}

await registerNamespace('menu-promotions', {
  bundled: { ru: menuPromotions },
  // Every other language comes with mf-menu's other lazily loaded namespaces, one chunk per language
  // (./lazy/; Russian, bundled above, is never loaded).
  load: (lng) =>
    import(`./lazy/${lng}.ts`).then(
      (locale: { menuPromotions: MenuPromotionsStrings }) => locale.menuPromotions,
    ),
});
