import { ApiError } from '@storefront/shared/api';
import { testStatus } from '@storefront/shared/test-utils';
import { describe, expect, it } from 'vitest';
import { COURIER_POLL_MS, ORDER_STATUS_POLL_MS } from '../domain/constants';
import { courierPollMs, hasCourier, isTerminalStatus, retryCourier, statusPollMs } from './polling';
import { offersCancel, offersRepeat, statusInfoKey } from './status-rules';

describe('status polling (spec §4 Order status, §9)', () => {
  it('polls the status every 30 s while the order is trackable', () => {
    for (const alias of ['waiting_for_payment', 'accepted', 'cooking', 'sent'] as const)
      expect(statusPollMs(testStatus(alias), null)).toBe(ORDER_STATUS_POLL_MS);
  });

  it('stops polling once the order is done or canceled (terminal)', () => {
    expect(statusPollMs(testStatus('done'), null)).toBe(false);
    expect(statusPollMs(testStatus('canceled'), null)).toBe(false);
    expect(isTerminalStatus('done') && isTerminalStatus('canceled')).toBe(true);
  });

  it('stops polling an order this visitor cannot see (404)', () => {
    const notFound = new ApiError({ status: 404, message: 'Order not found.' });
    expect(statusPollMs(undefined, notFound)).toBe(false);
  });

  it('keeps polling through a passing failure (network, 5xx)', () => {
    expect(statusPollMs(undefined, new ApiError({ status: 0, message: 'offline' }))).toBe(
      ORDER_STATUS_POLL_MS,
    );
    expect(statusPollMs(testStatus('cooking'), new ApiError({ status: 500, message: 'down' }))).toBe(
      ORDER_STATUS_POLL_MS,
    );
  });
});

describe('courier polling', () => {
  it('polls the courier every 30 s only while a delivery order is sent', () => {
    expect(courierPollMs(testStatus('sent', 'delivery'))).toBe(COURIER_POLL_MS);
    for (const alias of ['accepted', 'cooking', 'done', 'canceled'] as const)
      expect(courierPollMs(testStatus(alias))).toBe(false);
    expect(courierPollMs(undefined)).toBe(false);
  });

  it('retries a courier poll only when no answer came (network), never a non-200', () => {
    const offline = new ApiError({ status: 0, message: 'offline' });
    expect(retryCourier(0, offline)).toBe(true);
    expect(retryCourier(2, offline)).toBe(false);
    for (const status of [404, 500])
      expect(retryCourier(0, new ApiError({ status, message: 'no' }))).toBe(false);
  });

  it('never has a courier for takeaway', () => {
    expect(hasCourier('sent', 'takeaway')).toBe(false);
    expect(courierPollMs(testStatus('sent', 'takeaway'))).toBe(false);
  });
});

describe('what each status offers', () => {
  it('offers cancel only while accepted and repeat when done', () => {
    expect(
      ['accepted', 'cooking', 'sent', 'done', 'canceled'].filter((a) => offersCancel(a as 'done')),
    ).toEqual(['accepted']);
    expect(
      ['accepted', 'cooking', 'sent', 'done', 'canceled'].filter((a) => offersRepeat(a as 'done')),
    ).toEqual(['done']);
  });

  it('describes takeaway and later slots in their own words', () => {
    expect(statusInfoKey('cooking', 'takeaway', false)).toBe('cookingTakeaway');
    expect(statusInfoKey('done', 'takeaway', false)).toBe('doneTakeaway');
    expect(statusInfoKey('accepted', 'delivery', true)).toBe('acceptedForInterval');
    expect(statusInfoKey('sent', 'delivery', false)).toBe('sent');
  });
});
