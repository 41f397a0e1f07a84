// The strings this module shows, registered before it renders (not in the start-up script).
import '../i18n/location';
import { formatClock, type ShopState } from '@storefront/shared/domain';
import { useTranslation } from 'react-i18next';
import styles from './shop-state-label.module.css';

/** Spec §2 shops page: closed, opens at a time, closes in N minutes (under 60), open until a time. */
export function ShopStateLabel({ state }: { state: ShopState }) {
  const { t } = useTranslation('shell-location');
  const text = (() => {
    switch (state.kind) {
      case 'stopped':
        return t('shopState.stopped');
      case 'closed-today':
        return t('shopState.closedToday');
      case 'not-yet-open':
        return t('shopState.notYetOpen', { time: formatClock(state.opensAt) });
      case 'opens-in':
        return t('shopState.opensIn', { minutes: state.minutes });
      case 'open-until':
        return t('shopState.openUntil', { time: formatClock(state.closesAt) });
      case 'closes-in':
        return t('shopState.closesIn', { minutes: state.minutes });
      case 'still-closed':
        return t('shopState.stillClosed', { time: formatClock(state.opensAt) });
      case 'already-closed':
        return t('shopState.alreadyClosed');
    }
  })();
  const open = state.kind === 'open-until' || state.kind === 'closes-in';
  return (
    <span className={open ? styles.open : styles.closed} data-state={state.kind}>
      {text}
    </span>
  );
}
