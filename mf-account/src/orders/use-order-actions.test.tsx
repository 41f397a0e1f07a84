import { initI18n } from '@storefront/shared/i18n';
import { queryKeys } from '@storefront/shared/query';
import { ordersPage, testOrderSummary } from '@storefront/shared/test-utils';
import { serveApi } from '@storefront/shared/test-utils/api';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountServer, failure } from '../test/server';
import { useOrderActions } from './use-order-actions';

serveApi();

describe('the order card actions (spec §4)', () => {
  beforeEach(async () => {
    await initI18n({ lng: 'ru' });
  });

  it('a refused cancel reloads the orders, so the card stops offering a cancel the order no longer allows', async () => {
    const order = testOrderSummary({ order_id: 100_001, can_cancel: true });
    const server = accountServer({
      routes: { 'POST /order/cancel': () => failure(422, 'Заказ уже готовится, отменить его нельзя') },
    });
    server.client.setQueryData(
      queryKeys.user.orders(1),
      ordersPage([{ date: '2026-11-28', orders: [order] }]),
    );
    const { result } = renderHook(() => useOrderActions('/moscow'), { wrapper: server.wrapper });
    await act(() => result.current.cancel(order));
    expect(server.callsTo('POST', '/order/cancel')).toHaveLength(1);
    expect(server.client.getQueryState(queryKeys.user.orders(1))?.isInvalidated).toBe(true);
  });
});
