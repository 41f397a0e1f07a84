// For tests that run the acquirer in-process (the storefront API's suites): the app and its ledger.
export { type AcquirerAppOptions, buildAcquirerApp } from './app';
export { DEV_MERCHANT_SECRET } from './config';
export { type Ledger, openLedger } from './db';
export type { SandboxAcquirer } from './sandbox';
export { transactions } from './schema';
