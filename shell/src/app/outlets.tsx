// What the shell mounts in the remotes' outlets (shared/ui Outlet): each is another remote's exposed
// module inside its boundary, so mf-cart can show mf-checkout's step 2 without importing it.
import { registerOutlet, Skeleton } from '@storefront/shared/ui';
import { RemoteSlot } from './remote-slot';

export function registerOutlets() {
  registerOutlet('CheckoutForm', (props) => (
    <RemoteSlot
      remote="mf-checkout"
      module="CheckoutForm"
      props={props}
      fallback={<Skeleton variant="text" lines={8} />}
    />
  ));
}
