// The tracking API in component tests: MSW answers from an order it keeps (status, details, courier)
// and records every call, so tests assert on what was asked for and when.
// A test file using this calls `serveApi()` itself: where files share a worker this module is loaded
// once, so hooks it registered on import would serve the first file only.
import { configureApi } from '@storefront/shared/api';
import type {
  CourierLocationResponse,
  OrderRead,
  OrderStatusAlias,
  OrderStatusResponse,
  OrderType,
} from '@storefront/shared/contract';
import { createQueryClient } from '@storefront/shared/query';
import { ORDER_ID, testCourier, testStatus, testTrackedOrder } from '@storefront/shared/test-utils';
import { type ApiCall, failure, fakeApi } from '@storefront/shared/test-utils/api';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

type Answer = { status: number; body: unknown };

export interface TrackingServerOptions {
  alias?: OrderStatusAlias;
  orderType?: OrderType;
  /** The phone the order was made with (lookup). */
  phone?: string;
}

export function trackingServer({
  alias = 'accepted',
  orderType = 'delivery',
  phone = '79161234567',
}: TrackingServerOptions = {}) {
  let status: OrderStatusResponse = testStatus(alias, orderType);
  let order: OrderRead = testTrackedOrder(alias, orderType);
  let courier: CourierLocationResponse | null = testCourier();
  let visible = true;
  const overrides = new Map<string, Answer>();
  const notFound = failure(404, 'Order not found.', { order_id: ['Order not found.'] }, 'not_found');
  const kitchen = ({ path, body }: ApiCall) => {
    if (path === '/order-tracking/lookup') {
      if (body.phone !== phone || body.order_id !== ORDER_ID) return notFound;
      visible = true;
      return {
        ...status,
        tracking_token: `v1.${ORDER_ID}.1900000000.${'a'.repeat(43)}`,
        tracking_expires_at: '2030-03-08T10:00:00.000Z',
      };
    }
    if (!visible) return notFound;
    if (path === '/order/status') return status;
    if (path === `/order/${ORDER_ID}`) return order;
    if (path === '/order-tracking/get-courier-location')
      return status.has_courier && courier ? courier : failure(404, 'No courier.', {}, 'not_found');
    if (path === '/order/cancel') {
      status = testStatus('canceled', status.order_type);
      return status;
    }
    return notFound;
  };
  // A test's override answers its path before the kitchen does.
  const api = fakeApi({ '*': (call) => overrides.get(call.path) ?? kitchen(call) });

  configureApi({ baseUrl: '/api', brand: 'pizza' });
  const client = createQueryClient();

  return {
    calls: api.calls,
    client,
    /** The kitchen moves the order on. */
    move(next: OrderStatusAlias) {
      status = testStatus(next, status.order_type);
      order = testTrackedOrder(next, status.order_type);
    },
    setCourier(next: CourierLocationResponse | null) {
      courier = next;
    },
    /** The order is not this visitor's (another browser): every read is a 404 until a lookup. */
    hide() {
      visible = false;
    },
    override(path: string, next: Answer | null) {
      if (next) overrides.set(path, next);
      else overrides.delete(path);
    },
    callsTo: (path: string) => api.callsTo(path),
    /** Providers and a router at `entry`; the current location is written into `[data-location]`. */
    wrapper(entry = `/moscow/order/${ORDER_ID}/tracking`) {
      return ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path="*" element={children} />
            </Routes>
            <CurrentLocation />
          </MemoryRouter>
        </QueryClientProvider>
      );
    },
  };
}

function CurrentLocation() {
  const location = useLocation();
  return <div hidden data-location={`${location.pathname}${location.search}`} />;
}
