// One line for an outlet state (spec §4), in the shared words of the common namespace.
import { formatClock, type ShopState } from '@storefront/shared/domain';
import type { TFunction } from 'i18next';

export function outletStateText(state: ShopState, t: TFunction<'common'>): string | null {
  switch (state.kind) {
    case 'closed-today':
      return t('outletState.closedToday');
    case 'not-yet-open':
      return t('outletState.notYetOpen', { time: formatClock(state.opensAt) });
    case 'opens-in':
      return t('outletState.opensIn', { minutes: state.minutes });
    case 'still-closed':
      return t('outletState.stillClosed', { time: formatClock(state.opensAt) });
    case 'already-closed':
      return t('outletState.alreadyClosed');
    case 'closes-in':
      return t('outletState.closesIn', { minutes: state.minutes });
    case 'stopped':
      return t('outletState.stopped');
    default:
      return null;
  }
}
