// The plain host on the Module Federation runtime the remotes are built with.
import { createInstance } from '@module-federation/enhanced/runtime';
import { start } from './host';

declare const HOST_RUNTIME_VERSION: string;
start(createInstance, HOST_RUNTIME_VERSION);
