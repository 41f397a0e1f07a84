// mf-checkout's own calls (spec §4, §7) on the shared client: the paths, the bodies, the
// Idempotency-Key of create and pay, and which failures stay with checkout (silent) rather than
// opening the shell's server-error modal.
import { isApiError } from '@storefront/shared/api';
import { bus } from '@storefront/shared/events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutApi, idempotencyKey } from './api';
import { answer, apiServer, recordBodies, serveApi } from './test/api-server';

const order = { city_id: 1, order_type: 'delivery' } as unknown as Parameters<typeof checkoutApi.create>[0];

function headersOf(method: 'post', path: string, status: number, body: object) {
  const headers: Headers[] = [];
  apiServer.use(
    answer(
      method,
      path,
      (request) => {
        headers.push(request.headers);
        return body;
      },
      status,
    ),
  );
  return headers;
}

describe('checkout calls', () => {
  serveApi();
  afterEach(() => vi.restoreAllMocks());

  it('asks for the payment types and answers the list', async () => {
    const sent = recordBodies('post', '/user/payment-types', {
      payment_types: [{ alias: 'cash', name: 'Cash', is_online: false }],
    });
    apiServer.use(sent.handler);
    const types = await checkoutApi.paymentTypes({ city_id: 1 } as never);
    expect(types.map((type) => type.alias)).toEqual(['cash']);
    expect(sent.bodies).toEqual([{ city_id: 1 }]);
  });

  it('sends create and pay with the attempt’s Idempotency-Key', async () => {
    const created = headersOf('post', '/order/create', 409, { message: 'conflict' });
    const paid = headersOf('post', '/order/pay', 409, { message: 'conflict' });
    const key = idempotencyKey();
    await expect(checkoutApi.create(order, key)).rejects.toSatisfy(isApiError);
    await expect(checkoutApi.pay({ order_id: 7 } as never, key)).rejects.toSatisfy(isApiError);
    expect(created[0]?.get('idempotency-key')).toBe(key);
    expect(paid[0]?.get('idempotency-key')).toBe(key);
    expect(idempotencyKey()).not.toBe(key);
  });

  it('keeps a server failure of create with checkout: no server-error modal (spec §8)', async () => {
    headersOf('post', '/order/create', 500, { message: 'down' });
    const heard = vi.fn();
    const off = bus.on('shell:server-error', heard);
    const failure = await checkoutApi.create(order, idempotencyKey()).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(500);
    expect(heard).not.toHaveBeenCalled();
    off();
  });
});
