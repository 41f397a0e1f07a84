// What the storefront's builds share as `react-i18next` (shared/federation.ts), as router-facade.mjs
// does for the router: a Module Federation shared module is bundled whole, and the package's `Trans`
// components bring an HTML parser and an entity decoder (≈ 5 KB gzip) no deployable uses.
// Code keeps importing from 'react-i18next' and its types; facades.test.ts fails when a workspace file
// imports a name this file does not export.

export { I18nextProvider, initReactI18next, useTranslation } from 'storefront-facade-source/react-i18next';
