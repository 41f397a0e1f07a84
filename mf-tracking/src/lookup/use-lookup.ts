// The lookup's submit: POST /order-tracking/lookup, then the order's details (for its shop, and so
// the tracking page opens filled), the cookies, and the way to the page. A wrong pair is 'info not
// found' (the API answers 404 alike for a missing order and a wrong phone); 429 is too many tries.
import { isApiError } from '@storefront/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderQueryOptions, trackingKeys } from '../api/queries';
import { trackingCalls } from '../api/tracking-calls';
import { writeLookupCookies } from './lookup-cookies';
import type { LookupRequest } from './lookup-schema';

export type LookupFailure =
  | { kind: 'not-found' }
  | { kind: 'too-many' }
  | { kind: 'fields'; fields: Partial<Record<'phone' | 'order_id', string>> }
  | { kind: 'other'; message: string };

export function toLookupFailure(error: unknown): LookupFailure {
  if (!isApiError(error)) return { kind: 'other', message: String(error) };
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 429) return { kind: 'too-many' };
  const fields = { phone: error.field('phone'), order_id: error.field('order_id') };
  if (fields.phone || fields.order_id) return { kind: 'fields', fields };
  return { kind: 'other', message: error.message };
}

export function useLookup(onFound: (orderId: number) => void) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<LookupFailure | null>(null);
  const [pending, setPending] = useState(false);

  const lookup = async ({ phone, order_id: orderId }: LookupRequest) => {
    setFailure(null);
    setPending(true);
    try {
      const found = await trackingCalls.lookup({ phone, order_id: orderId });
      const { tracking_token: _token, tracking_expires_at: expiresAt, ...status } = found;
      // The grant also travels in the API's httpOnly cookie; this page never needs the token itself.
      client.setQueryData(trackingKeys.status(orderId), status);
      const order = await client.fetchQuery(orderQueryOptions(orderId)).catch(() => null);
      writeLookupCookies({ phone, orderId, shopId: order?.shop?.id ?? null }, expiresAt);
      onFound(orderId);
    } catch (error) {
      setFailure(toLookupFailure(error));
    } finally {
      setPending(false);
    }
  };

  return { lookup, failure, pending };
}
