import '../i18n';
import { testIds } from '@storefront/shared/qa';
import { parseOrderId } from '../tracking/order-id';
import { TrackingProblem } from '../tracking/tracking-problem';
import { TrackingView } from '../tracking/tracking-view';
import styles from './tracking-page.module.css';

export interface TrackingPageProps {
  /** `/{cityAlias}`, from the shell's route. */
  basePath: string;
  /** The route's `{orderId}` as typed in the address bar. */
  orderId: string;
}

/** /{city}/order/{orderId}/tracking (spec §2 Order tracking). */
export default function TrackingPage({ basePath, orderId }: TrackingPageProps) {
  const id = parseOrderId(orderId);
  return (
    <section className={styles.page} data-testid={testIds.tracking.page}>
      {id === null ? (
        <TrackingProblem error={null} onRetry={() => undefined} />
      ) : (
        // A new order id is a new page: no status or announcement carries over.
        <TrackingView key={id} orderId={id} basePath={basePath} />
      )}
    </section>
  );
}
