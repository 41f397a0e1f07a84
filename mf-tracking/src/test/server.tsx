// A stand-in for the tracking API in component tests: answers from an order it keeps (status, details,
// courier) and records every call, so tests assert on what was asked for and when.
import { configureApi } from '@storefront/shared/api';
import type {
  CourierLocationResponse,
  OrderRead,
  OrderStatusAlias,
  OrderStatusResponse,
  OrderType,
} from '@storefront/shared/contract';
import { createQueryClient } from '@storefront/shared/query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ORDER_ID, testCourier, testOrder, testStatus } from './fixtures';

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

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
  let order: OrderRead = testOrder(alias, orderType);
  let courier: CourierLocationResponse | null = testCourier();
  let visible = true;
  const overrides = new Map<string, Answer>();
  const calls: Call[] = [];
  const answer = ({ status: code, body }: Answer) =>
    new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
  const notFound = {
    status: 404,
    body: { message: 'Order not found.', errors: { order_id: ['Order not found.'] }, code: 'not_found' },
  };

  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const parsed = new URL(String(url), 'http://test');
    const path = parsed.pathname.replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ method: init?.method ?? 'GET', path, body });
    const override = overrides.get(path);
    if (override) return answer(override);
    if (path === '/order-tracking/lookup') {
      if (body.phone !== phone || body.order_id !== ORDER_ID) return answer(notFound);
      visible = true;
      return answer({
        status: 200,
        body: {
          ...status,
          tracking_token: `v1.${ORDER_ID}.1900000000.${'a'.repeat(43)}`,
          tracking_expires_at: '2030-03-08T10:00:00.000Z',
        },
      });
    }
    if (!visible) return answer(notFound);
    if (path === '/order/status') return answer({ status: 200, body: status });
    if (path === `/order/${ORDER_ID}`) return answer({ status: 200, body: order });
    if (path === '/order-tracking/get-courier-location')
      return status.has_courier && courier
        ? answer({ status: 200, body: courier })
        : answer({ status: 404, body: { message: 'No courier.', code: 'not_found' } });
    if (path === '/order/cancel') {
      status = testStatus('canceled', status.order_type);
      return answer({ status: 200, body: status });
    }
    return answer(notFound);
  });

  configureApi({ baseUrl: '/api', brand: 'pizza', fetch: fetch as unknown as typeof globalThis.fetch });
  const client = createQueryClient();

  return {
    fetch,
    calls,
    client,
    /** The kitchen moves the order on. */
    move(next: OrderStatusAlias) {
      status = testStatus(next, status.order_type);
      order = testOrder(next, status.order_type);
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
    callsTo: (path: string) => calls.filter((call) => call.path === path),
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
