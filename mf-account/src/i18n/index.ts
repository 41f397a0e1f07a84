// mf-account's strings (namespace `account`), registered with the page's i18next when mf-account's code
// loads: Russian is in this chunk, any other language is a chunk of mf-account's own, loaded before the first
// render in it. A new build of mf-account registers its strings again and they replace the old ones.
import { registerNamespace } from '@storefront/shared/i18n';
import { type AccountStrings, account } from './locales/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    account: AccountStrings;
  }
}

await registerNamespace('account', {
  bundled: { ru: account },
  load: (lng) => import(`./locales/${lng}.ts`).then((locale: { account: AccountStrings }) => locale.account),
});
