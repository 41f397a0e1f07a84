// Modules from-host.ts imports by names only its remote builds resolve (aliases in scripts/lib/rsbuild-app.ts
// and Rspack's ModuleFederationPlugin): the packages are dependencies of the MF tooling, not of scripts/.
declare module '@module-federation/runtime';
declare module 'storefront-mf-bundler-runtime/init-container-entry' {
  export const initContainerEntry: unknown;
}
declare module '@module-federation/error-codes' {
  export const runtimeDescMap: Record<string, string>;
}
