// Back from the 3-D Secure page (?transaction_id=): the check is polled (spec §4: 3 tries 5 s apart,
// then a last attempt), then the outcome or the failure page.
import { isApiError } from '@storefront/shared/api';
import { PAYMENT_ERROR_CODES } from '@storefront/shared/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkoutApi } from '../api';
import { THREE_DS_CHECK_TRIES, THREE_DS_WAIT_MS } from '../domain/constants';
import type { PendingPayment } from '../submit/pending-payment';
import type { PaymentExit } from './use-payment-exit';

/** Runs the check when the page is a 3-D Secure return; returns its transaction id (null otherwise). */
export function useThreeDsReturn({
  pending,
  orderCacheKey,
  setBusy,
  exit,
}: {
  pending: PendingPayment | null;
  orderCacheKey: string;
  setBusy(busy: boolean): void;
  exit: PaymentExit;
}): string | null {
  const [search] = useSearchParams();
  const transactionId = search.get('transaction_id');
  const checking = useRef(false);
  const { done, fail } = exit;
  useEffect(() => {
    if (!transactionId || checking.current) return;
    checking.current = true;
    setBusy(true);
    void (async () => {
      for (let attempt = 0; attempt <= THREE_DS_CHECK_TRIES; attempt++) {
        try {
          const answer = await checkoutApi.post3ds({
            TransactionId: transactionId,
            ...(pending?.orderId ? { order_id: pending.orderId } : { order_cache_key: orderCacheKey }),
            last_attempt: attempt === THREE_DS_CHECK_TRIES,
          });
          done(answer.order_id, answer.complete_link);
          return;
        } catch (error) {
          const stillPending = isApiError(error) && error.code === PAYMENT_ERROR_CODES.pending;
          if (!stillPending || attempt === THREE_DS_CHECK_TRIES) {
            setBusy(false);
            fail();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, THREE_DS_WAIT_MS));
        }
      }
    })();
  }, [transactionId, orderCacheKey, pending, done, fail, setBusy]);
  return transactionId;
}
