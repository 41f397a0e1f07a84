import { createQueryClient, queryKeys } from '@storefront/shared/query';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { announceOrder } from './announce-order';

describe('announcing an order', () => {
  it.each(['created', 'paid'] as const)(
    'after an order is %s every view of the cart refetches it at once, though it was fresh',
    async () => {
      const client = createQueryClient();
      const key = queryKeys.cart.current({ city_id: 1, order_type: 'delivery' });
      const load = vi.fn().mockResolvedValueOnce({ count: 2 }).mockResolvedValueOnce({ count: 0 });
      // Two views (the header counter and the side cart) of one cart query, fresh for 30 s.
      const header = new QueryObserver(client, { queryKey: key, queryFn: load, staleTime: 30_000 });
      const side = new QueryObserver(client, { queryKey: key, queryFn: load, staleTime: 30_000 });
      const offHeader = header.subscribe(() => {});
      const offSide = side.subscribe(() => {});
      await vi.waitFor(() => expect(header.getCurrentResult().data).toEqual({ count: 2 }));
      announceOrder(client);
      await vi.waitFor(() => expect(header.getCurrentResult().data).toEqual({ count: 0 }));
      expect(side.getCurrentResult().data).toEqual({ count: 0 });
      expect(load).toHaveBeenCalledTimes(2);
      offHeader();
      offSide();
    },
  );
});
