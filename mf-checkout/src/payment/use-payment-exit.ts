// Where a payment attempt ends (spec §4, §8): the outcome page once paid (the purchase reported once,
// the saved attempt forgotten, every view of the cart following the emptied server cart), or the
// failure page, with the refusal's reason where the server gave one.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { announceOrder } from '../submit/announce-order';
import { followLink } from '../submit/pay-outcome';
import { forgetPendingPayment, type PendingPayment } from '../submit/pending-payment';
import { reportPurchase } from '../submit/use-place-order';

export function usePaymentExit(basePath: string, pending: PendingPayment | null) {
  const navigate = useNavigate();
  const client = useQueryClient();

  const fail = useCallback(
    (reason?: string) => {
      navigate(
        reason
          ? `${basePath}/?state=payment-failure&reason=${encodeURIComponent(reason)}`
          : `${basePath}/back-to-home?state=payment-failure`,
      );
    },
    [navigate, basePath],
  );

  const done = useCallback(
    (orderId: number, link: string | null) => {
      if (pending) {
        reportPurchase(orderId, pending.total, pending.currency);
        forgetPendingPayment(pending.orderCacheKey);
      }
      // The server emptied the cart on approval: the header counter and the side cart follow now.
      announceOrder(client);
      followLink(link ?? `${basePath}/?state=payment-success&order_id=${orderId}`, navigate);
    },
    [pending, basePath, navigate, client],
  );

  return { done, fail };
}

export type PaymentExit = ReturnType<typeof usePaymentExit>;
