import type { OrderStatusResponse } from '@storefront/shared/contract';
import { useSessionStore } from '@storefront/shared/stores';
import { ConfirmInline } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { trackingKeys } from '../api/queries';
import { trackingCalls } from '../api/tracking-calls';
import { reportActionFailure } from './report-failure';

export interface CancelOrderProps {
  orderId: number;
  basePath: string;
}

/**
 * Spec §4/§7: cancel, offered while the order is accepted, asked twice so a stray tap cannot lose a
 * dinner. Success goes to the profile's orders tab; a visitor without a profile stays and sees it.
 */
export function CancelOrder({ orderId, basePath }: CancelOrderProps) {
  const { t } = useTranslation('tracking');
  const client = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.user !== null);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    try {
      const status = await trackingCalls.cancel(orderId);
      client.setQueryData<OrderStatusResponse>(trackingKeys.status(orderId), status);
      if (signedIn) navigate(`${basePath}/profile?tab=orders`);
    } catch (error) {
      reportActionFailure(error);
      await client.invalidateQueries({ queryKey: trackingKeys.status(orderId) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmInline
      label={t('trackingView.cancel')}
      question={t('trackingView.cancelQuestion', { orderId })}
      yes={t('trackingView.cancelYes')}
      no={t('trackingView.cancelNo')}
      busy={busy}
      onConfirm={cancel}
    />
  );
}
