// The shell's strings (namespace `shell`), registered with i18next before it starts (bootstrap.tsx and
// the server entry import this file first): Russian is in the shell's bundle, any other
// language is a chunk of the shell's own, loaded before the first render in it.
import { registerNamespace } from '@storefront/shared/i18n';
import { type ShellStrings, shell } from './locales/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shell: ShellStrings;
  }
}

await registerNamespace('shell', {
  bundled: { ru: shell },
  load: (lng) => import(`./locales/${lng}.ts`).then((locale: { shell: ShellStrings }) => locale.shell),
});
