// Spec §4 outlet and delivery states on the menu: while the takeaway shop (or delivery, by the
// city's hours) is closed or closes within the hour, say so — closed today, not yet open, opens in N,
// still closed, already closed, closes in N — and that the order can be placed for a later time or another day. The server renders it at
// its own instant and the page hydrates it at that instant; the browser's clock follows (use-minute-clock.ts).
import { formatClock, outletState, type ShopState } from '@storefront/shared/domain';
import { useShops } from '@storefront/shared/query';
import { Alert } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { useMenuContext } from '../lib/use-menu-context';
import { useMinuteClock } from '../lib/use-minute-clock';

const OPEN_KINDS: ReadonlySet<ShopState['kind']> = new Set(['open-until']);
/** States after which today can still take an order for later. */
const LATER_TODAY: ReadonlySet<ShopState['kind']> = new Set(['not-yet-open', 'opens-in', 'still-closed']);

export function ClosedNotice() {
  const { t } = useTranslation('menu');
  const { t: tc } = useTranslation('common');
  const { city, orderType, shopId } = useMenuContext();
  const takeaway = orderType === 'takeaway' && shopId !== null;
  const { data: shops } = useShops(takeaway ? city?.id : null);
  const now = useMinuteClock();
  if (!city || !now) return null;
  const shop = takeaway ? shops?.find((item) => item.id === shopId) : null;
  const state = outletState({ orderType, city, shop }, now);
  if (!state || OPEN_KINDS.has(state.kind)) return null;
  const label = (() => {
    switch (state.kind) {
      case 'not-yet-open':
        return tc('outletState.notYetOpen', { time: formatClock(state.opensAt) });
      case 'opens-in':
        return tc('outletState.opensIn', { minutes: state.minutes });
      case 'still-closed':
        return tc('outletState.stillClosed', { time: formatClock(state.opensAt) });
      case 'already-closed':
        return tc('outletState.alreadyClosed');
      case 'closes-in':
        return tc('outletState.closesIn', { minutes: state.minutes });
      case 'stopped':
        return tc('outletState.stopped');
      default:
        return tc('outletState.closedToday');
    }
  })();
  // Under an hour before closing (spec §4 "closes in"): checkout may already find no time left today
  // once cooking and the road are counted, so the menu says so before the customer gets there.
  const closing = state.kind === 'closes-in';
  return (
    <div data-outlet-state={state.kind}>
      <Alert
        tone="info"
        title={closing ? t('closedNotice.closingTitle') : t('closedNotice.title')}
        live="polite"
      >
        {label}.{' '}
        {closing
          ? t('closedNotice.orderSoon')
          : LATER_TODAY.has(state.kind)
            ? t('closedNotice.orderLater')
            : t('closedNotice.orderTomorrow')}
      </Alert>
    </div>
  );
}
