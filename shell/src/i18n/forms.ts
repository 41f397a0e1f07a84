// The strings of the shell's site forms (call me back, feedback, partner requests, the not-delivered notice)
// (namespace `shell-forms`): each module that shows them imports this one, so they travel in the
// lazily loaded chunks that show them, not in the start-up script, and the `await` below holds the import
// until the visitor's language is in: no key shows raw. Russian is bundled here; any other language is in
// that language's chunk of the shell's lazily loaded strings (./lazy/).
import { registerNamespace } from '@storefront/shared/i18n';
import { type ShellFormsStrings, shellForms } from './forms/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'shell-forms': ShellFormsStrings;
  }
}

await registerNamespace('shell-forms', {
  bundled: { ru: shellForms },
  // Every other language comes with the shell's other lazily loaded namespaces, one chunk per language
  // (./lazy/; Russian, bundled above, is never loaded).
  load: (lng) =>
    import(`./lazy/${lng}.ts`).then((locale: { shellForms: ShellFormsStrings }) => locale.shellForms),
});
