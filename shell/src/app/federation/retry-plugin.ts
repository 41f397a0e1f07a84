// MF runtime plugin (first of three depths of remote failure handling, see CONVENTIONS.md): a remote's
// manifest request that fails on the network is tried again before the remote counts as down, so one
// dropped packet on a phone does not cost the visitor a page block.
import { RetryPlugin } from '@module-federation/retry-plugin';

export const MANIFEST_RETRIES = 2;

export default function retryPlugin() {
  return RetryPlugin({ fetch: { retryTimes: MANIFEST_RETRIES, retryDelay: 300 } });
}
