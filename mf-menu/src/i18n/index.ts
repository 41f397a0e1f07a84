// mf-menu's strings (namespace `menu`), registered with the page's i18next when mf-menu's code loads: Russian
// is in this chunk, any other language is a chunk of mf-menu's own, loaded before the first
// render in it. A new build of mf-menu registers its strings again and they replace the old ones.
// `menu` holds what the home page's first screen can show, the server-rendered states included (the
// closed notice, the last-hour alert); the strings only lazily loaded code shows are in namespaces of their
// own, registered by the modules that show them (./product.ts, ./promotions.ts, ./filters.ts).
import { registerNamespace } from '@storefront/shared/i18n';
import { type MenuStrings, menu } from './locales/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    menu: MenuStrings;
  }
}

await registerNamespace('menu', {
  bundled: { ru: menu },
  load: (lng) => import(`./locales/${lng}.ts`).then((locale: { menu: MenuStrings }) => locale.menu),
});
