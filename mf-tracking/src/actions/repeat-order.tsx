import { applyLocation } from '@storefront/shared/query';
import { flashStore } from '@storefront/shared/stores';
import { Button } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { trackingCalls } from '../api/tracking-calls';
import { reportActionFailure } from './report-failure';

/** Spec §7: repeat puts the order's lines back into the cart at today's prices, then opens /cart. */
export function RepeatOrder({ orderId, basePath }: { orderId: number; basePath: string }) {
  const { t } = useTranslation('tracking');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const repeat = async () => {
    setBusy(true);
    try {
      const answer = await trackingCalls.repeat(orderId);
      applyLocation(client, answer, answer.cart);
      if (answer.unavailable.length > 0)
        flashStore.getState().push(
          t('trackingView.repeatPartial', {
            names: answer.unavailable.map((line) => line.name).join(', '),
          }),
          'info',
        );
      navigate(`${basePath}/cart`);
    } catch (error) {
      reportActionFailure(error);
      setBusy(false);
    }
  };

  return (
    <Button onClick={() => void repeat()} loading={busy}>
      <RotateCcw aria-hidden="true" size={18} focusable="false" />
      {t('trackingView.repeat')}
    </Button>
  );
}
