// MF runtime plugin (first depth): retry a manifest fetch that failed on the network before giving
// up, so one dropped packet on a mobile connection does not cost the customer a page block.
import { RetryPlugin } from '@module-federation/retry-plugin';

export default function retryPlugin() {
  return RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 300 } });
}
