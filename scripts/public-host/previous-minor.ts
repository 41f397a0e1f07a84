// The plain host on the previous minor of the Module Federation runtime (the root package.json installs
// @module-federation/runtime at that version under the name mf-runtime-previous-minor): remotes built
// with the current MF must load in a host one minor behind (docs/module-federation.md, "Version skew").
import { createInstance } from 'mf-runtime-previous-minor';
import { start } from './host';

declare const HOST_RUNTIME_VERSION: string;
start(createInstance, HOST_RUNTIME_VERSION);
