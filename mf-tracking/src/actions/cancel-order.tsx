import type { OrderStatusResponse } from '@storefront/shared/contract';
import { useSessionStore } from '@storefront/shared/stores';
import { Button } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { trackingKeys } from '../api/queries';
import { trackingCalls } from '../api/tracking-calls';
import styles from './actions.module.css';
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
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // After a 'no', focus goes back to the cancel button instead of the page's start.
  const [answered, setAnswered] = useState(false);

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
      setAsking(false);
    }
  };

  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)} autoFocus={answered}>
        {t('trackingView.cancel')}
      </Button>
    );
  return (
    <fieldset className={styles.confirm}>
      <legend className={styles.question}>{t('trackingView.cancelQuestion', { orderId })}</legend>
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          onClick={() => {
            setAnswered(true);
            setAsking(false);
          }}
          autoFocus
          disabled={busy}
        >
          {t('trackingView.cancelNo')}
        </Button>
        <Button variant="primary" onClick={() => void cancel()} loading={busy}>
          {t('trackingView.cancelYes')}
        </Button>
      </div>
    </fieldset>
  );
}
