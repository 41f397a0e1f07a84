import type { OrderRead } from '@storefront/shared/contract';
import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { createQueryClient } from '@storefront/shared/query';
import { locationStore } from '@storefront/shared/stores';
import { testCity, testSettings } from '@storefront/shared/test-utils';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, serveApi } from '../test/api-server';
import OrderOutcome from './order-outcome';

serveApi();

const ORDER_ID = 104_201;

function order(interval: OrderRead['interval']): OrderRead {
  return {
    order_id: ORDER_ID,
    status: { alias: 'accepted', name: 'Принят', description: null, original_status: 'accepted' },
    order_type: 'delivery',
    can_cancel: true,
    can_repeat: false,
    is_trackable: true,
    has_courier: false,
    payment_type: 'cash',
    currency: '₽',
    created_at: '2026-03-06T02:00:00.000Z',
    city_id: 1,
    shop: null,
    delivery_address: null,
    interval,
    cart: {
      products: [],
      prices: { bonuses: 0, delivery: 0, discount: 0, packages: 0, subtotal: 898, total: 898 },
    },
  };
}

function renderOutcome(read: OrderRead) {
  apiServer.use(
    answer('get', `/order/${ORDER_ID}`, read),
    answer('get', '/settings', { settings: testSettings() }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/moscow/?state=payment-success&order_id=${ORDER_ID}`]}>
        <OrderOutcome basePath="/moscow" state="payment-success" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('order outcome (when cooking starts)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    // 05:00 in Moscow.
    vi.setSystemTime(new Date('2026-03-06T02:00:00Z'));
    await initI18n({ lng: 'ru' });
    locationStore.getState().setCity(testCity({ timezone: 'Europe/Moscow' }));
  });
  afterEach(() => {
    cleanup();
    locationStore.getState().reset();
    vi.useRealTimers();
  });

  it('an order placed at night for 10:00 says cooking starts ahead of 10:00 today, not that it has started', async () => {
    renderOutcome(order({ id: '2026-03-06_600', start: '2026-03-06T07:00:00.000Z' }));
    // Cooking starts ahead of the time the order is ready: one time, not a start and a ready time at once.
    expect(
      await screen.findByText('Спасибо! Начнём готовить заранее, чтобы заказ был готов к 10:00, сегодня.'),
    ).toBeTruthy();
    expect(screen.queryByText('Спасибо! Мы уже начали готовить.')).toBeNull();
  });

  it('starts with focus on its heading, where a screen reader starts reading', async () => {
    renderOutcome(order(null));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('an order for tomorrow says tomorrow', async () => {
    renderOutcome(order({ id: '2026-03-07_600', start: '2026-03-07T07:00:00.000Z' }));
    expect(await screen.findByText(/готов к 10:00, завтра/)).toBeTruthy();
  });

  it('after midnight the 10:00 slot is tomorrow, as checkout called it (the night shift)', async () => {
    // 00:05 on Saturday 7 March in Moscow: still Friday's business day.
    vi.setSystemTime(new Date('2026-03-06T21:05:00Z'));
    renderOutcome(order({ id: '2026-03-07_600', start: '2026-03-07T07:00:00.000Z' }));
    expect(await screen.findByText(/готов к 10:00, завтра/)).toBeTruthy();
  });

  it("an order 'as soon as possible' keeps saying cooking has started", async () => {
    renderOutcome(order(null));
    expect(await screen.findByText('Спасибо! Мы уже начали готовить.')).toBeTruthy();
  });
});

describe('order outcome when the time to pay ran out', () => {
  beforeEach(async () => {
    await initI18n({ lng: 'ru' });
    locationStore.getState().setCity(testCity());
    apiServer.use(answer('get', '/settings', { settings: testSettings() }));
  });
  afterEach(() => {
    cleanup();
    locationStore.getState().reset();
  });

  it('says the time ran out and offers to pay again, without calling the payment refused', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/moscow/?state=payment-failure&reason=payment_expired']}>
          <OrderOutcome basePath="/moscow" state="payment-failure" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Время оплаты истекло');
    expect(screen.getByTestId(testIds.outcome.paymentRetry).textContent).toBe('Оплатить снова');
    expect(screen.queryByText(/Оплата не прошла/)).toBeNull();
  });
});
