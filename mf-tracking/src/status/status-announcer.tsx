import type { OrderStatusAlias } from '@storefront/shared/contract';
import { VisuallyHidden } from '@storefront/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface StatusAnnouncerProps {
  alias: OrderStatusAlias;
  /** Expected arrival as shown on the page, when the courier's route gives one. */
  eta: string | null;
}

/**
 * Tells screen readers when the status changes while the page is open (a poll moved it). The live
 * region is there from the start and stays empty until the first change: the loaded status is
 * already the page's heading, and announcing it again would only repeat it.
 */
export function StatusAnnouncer({ alias, eta }: StatusAnnouncerProps) {
  const { t } = useTranslation('tracking');
  const first = useRef(alias);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (alias !== first.current) setChanged(true);
  }, [alias]);
  const status = t(`statuses.${alias}`);
  const message = !changed
    ? ''
    : eta
      ? t('trackingView.announceEta', { status, time: eta })
      : t('trackingView.announce', { status });
  return (
    <VisuallyHidden>
      <span role="status" aria-live="polite" aria-atomic="true">
        {message}
      </span>
    </VisuallyHidden>
  );
}
