// The strings of the shell's confirmations of a location change (address, takeaway, shop) (namespace
// `shell-confirm`): the confirmation modals import this module, so they travel in the lazily loaded
// chunks that show them, not in the start-up script, and the `await` below holds the import until the
// visitor's language is in: no key shows raw. Russian is bundled here; any other language is in that
// language's chunk of the shell's lazily loaded strings (./lazy/).
import { registerNamespace } from '@storefront/shared/i18n';
import { type ShellConfirmStrings, shellConfirm } from './confirm/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'shell-confirm': ShellConfirmStrings;
  }
}

await registerNamespace('shell-confirm', {
  bundled: { ru: shellConfirm },
  // Every other language comes with the shell's other lazily loaded namespaces, one chunk per language
  // (./lazy/; Russian, bundled above, is never loaded).
  load: (lng) =>
    import(`./lazy/${lng}.ts`).then((locale: { shellConfirm: ShellConfirmStrings }) => locale.shellConfirm),
});
