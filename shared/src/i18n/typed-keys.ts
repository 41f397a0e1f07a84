// Typed translation keys for every package that imports `@storefront/shared/i18n`: `t('shell:nav.menu')`
// and `useTranslation('shell').t('nav.menu')` are checked against the Russian key layout, so a typo
// or a key that no locale has is a type error. `ResourceNamespaceMap` (not CustomTypeOptions) is the
// augmentation point i18next provides for monorepos, so another package may add its own namespaces.
import type { LocaleResources } from './locales';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    common: LocaleResources['common'];
    shell: LocaleResources['shell'];
    menu: LocaleResources['menu'];
    cart: LocaleResources['cart'];
    checkout: LocaleResources['checkout'];
    account: LocaleResources['account'];
    tracking: LocaleResources['tracking'];
  }
}
