// The one map interface of the storefront (ARCHITECTURE "maps"): pages render <StorefrontMap> with
// MapProps; the Yandex adapter runs when a key is configured and its script loads, the schematic SVG
// adapter otherwise. Nothing outside this folder imports a map library.
export * from './geometry';
export { createMapRegistry, schematicAdapter, yandexAdapter } from './registry';
export { StorefrontMap } from './storefront-map';
export * from './types';
