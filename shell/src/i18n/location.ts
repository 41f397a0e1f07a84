// The strings of the shell's delivery-or-takeaway modal and of the parts of it the shops and delivery pages
// show (namespace `shell-location`): each module that shows them imports this one, so they travel
// in the lazily loaded chunks that show them, not in the start-up script, and the `await` below holds the
// import until the visitor's language is in: no key shows raw. Russian is bundled here; any other language is
// in that language's chunk of the shell's lazily loaded strings (./lazy/).
import { registerNamespace } from '@storefront/shared/i18n';
import { type ShellLocationStrings, shellLocation } from './location/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'shell-location': ShellLocationStrings;
  }
}

await registerNamespace('shell-location', {
  bundled: { ru: shellLocation },
  // Every other language comes with the shell's other lazily loaded namespaces, one chunk per language
  // (./lazy/; Russian, bundled above, is never loaded).
  load: (lng) =>
    import(`./lazy/${lng}.ts`).then(
      (locale: { shellLocation: ShellLocationStrings }) => locale.shellLocation,
    ),
});
