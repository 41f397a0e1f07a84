// mf-checkout's strings (namespace `checkout`), registered with the page's i18next when mf-checkout's code
// loads: Russian is in this chunk, any other language is a chunk of mf-checkout's own, loaded before the
// first
// render in it. A new build of mf-checkout registers its strings again and they replace the old ones.
import { registerNamespace } from '@storefront/shared/i18n';
import { type CheckoutStrings, checkout } from './locales/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    checkout: CheckoutStrings;
  }
}

await registerNamespace('checkout', {
  bundled: { ru: checkout },
  load: (lng) =>
    import(`./locales/${lng}.ts`).then((locale: { checkout: CheckoutStrings }) => locale.checkout),
});
