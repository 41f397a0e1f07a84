import { cancelOrder, repeatOrder } from '@storefront/shared/api';
import type { OrderSummary } from '@storefront/shared/contract';
import { applyLocation, queryKeys } from '@storefront/shared/query';
import { flashStore } from '@storefront/shared/stores';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { reportFailure } from '../common/report-failure';
import { hasChanges, type RepeatReport, repeatReport } from './repeat-report';
import { orderDetailQueryOptions } from './use-orders';

/**
 * Cancel (only while accepted) and repeat (spec §4): cancel refreshes the list; repeat rebuilds the
 * cart, then goes to /cart — after showing what was repriced or is gone, if anything was.
 */
export function useOrderActions(basePath: string) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<{ orderId: number; action: 'cancel' | 'repeat' } | null>(null);
  const [report, setReport] = useState<RepeatReport | null>(null);
  const toCart = () => navigate(`${basePath}/cart`);

  const cancel = async (order: OrderSummary) => {
    setBusy({ orderId: order.order_id, action: 'cancel' });
    try {
      await cancelOrder(order.order_id);
      flashStore.getState().push(t('orderHistory.canceled', { id: order.order_id }), 'success');
      await client.invalidateQueries({ queryKey: queryKeys.user.ordersAll });
      client.removeQueries({ queryKey: queryKeys.user.order(order.order_id) });
    } catch (error) {
      reportFailure(error);
      // A refused cancel means the order has moved on (cooking, sent): its card must stop offering it.
      await client.invalidateQueries({ queryKey: queryKeys.user.ordersAll });
    } finally {
      setBusy(null);
    }
  };

  const repeat = async (order: OrderSummary) => {
    setBusy({ orderId: order.order_id, action: 'repeat' });
    setReport(null);
    try {
      const before = await client.fetchQuery(orderDetailQueryOptions(order.order_id)).catch(() => null);
      const answer = await repeatOrder(order.order_id);
      applyLocation(client, answer, answer.cart);
      const changes = repeatReport(before?.cart.products ?? null, answer);
      if (hasChanges(changes)) setReport(changes);
      else toCart();
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return { busy, report, cancel, repeat, toCart, dismissReport: () => setReport(null) };
}
