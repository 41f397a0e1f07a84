// mf-tracking's strings (namespace `tracking`), registered with the page's i18next when mf-tracking's code
// loads: Russian is in this chunk, any other language is a chunk of mf-tracking's own, loaded before the
// first
// render in it. A new build of mf-tracking registers its strings again and they replace the old ones.
import { registerNamespace } from '@storefront/shared/i18n';
import { type TrackingStrings, tracking } from './locales/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    tracking: TrackingStrings;
  }
}

await registerNamespace('tracking', {
  bundled: { ru: tracking },
  load: (lng) =>
    import(`./locales/${lng}.ts`).then((locale: { tracking: TrackingStrings }) => locale.tracking),
});
