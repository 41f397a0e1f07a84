// The strings of the shell's city list (the cities modal) (namespace `shell-cities`): the modal
// imports this module, so they travel in the lazily loaded chunks that show them, not in the start-up script,
// and the `await` below holds the import until the visitor's language is in: no key shows raw. Russian is
// bundled here; any other language is in that language's chunk of the shell's lazily loaded strings
// (./lazy/).
import { registerNamespace } from '@storefront/shared/i18n';
import { type ShellCitiesStrings, shellCities } from './cities/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'shell-cities': ShellCitiesStrings;
  }
}

await registerNamespace('shell-cities', {
  bundled: { ru: shellCities },
  // Every other language comes with the shell's other lazily loaded namespaces, one chunk per language
  // (./lazy/; Russian, bundled above, is never loaded).
  load: (lng) =>
    import(`./lazy/${lng}.ts`).then((locale: { shellCities: ShellCitiesStrings }) => locale.shellCities),
});
