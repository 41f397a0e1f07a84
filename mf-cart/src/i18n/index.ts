// mf-cart's strings (namespace `cart`), registered with the page's i18next when mf-cart's code loads: Russian
// is in this chunk, any other language is a chunk of mf-cart's own, loaded before the first
// render in it. A new build of mf-cart registers its strings again and they replace the old ones.
import { registerNamespace } from '@storefront/shared/i18n';
import { type CartStrings, cart } from './locales/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    cart: CartStrings;
  }
}

await registerNamespace('cart', {
  bundled: { ru: cart },
  load: (lng) => import(`./locales/${lng}.ts`).then((locale: { cart: CartStrings }) => locale.cart),
});
