// Typed translation keys: `t('common:actions.close')` and `useTranslation('common').t('actions.close')`
// are checked against the Russian key layout, so a typo or a key no locale has is a type error.
// `ResourceNamespaceMap` (not CustomTypeOptions) is the augmentation point i18next provides for
// monorepos: shared adds the namespaces it holds, and each deployable adds its own in its
// `src/i18n/index.ts` (`menu` in mf-menu, `shell` in the shell, …).
import type { SharedStrings } from './locales/ru';

declare module 'i18next' {
  interface ResourceNamespaceMap extends SharedStrings {}
}
