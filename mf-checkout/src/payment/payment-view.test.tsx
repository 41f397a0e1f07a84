import { initI18n } from '@storefront/shared/i18n';
import { testIds } from '@storefront/shared/qa';
import { createQueryClient } from '@storefront/shared/query';
import { locationStore } from '@storefront/shared/stores';
import { testCity, testSettings } from '@storefront/shared/test-utils';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savePendingPayment } from '../submit/pending-payment';
import { answer, apiServer, recordRequests, serveApi } from '../test/api-server';
import { PaymentView } from './payment-view';

serveApi();

const ORDER_ID = 104_377;
const KEY = `order-${ORDER_ID}`;
const NOW = new Date('2026-03-04T10:00:00Z');

/** An SBP order paid from checkout (the new acquiring): the page gets its QR with the payment. */
function pendingSbp() {
  savePendingPayment({
    orderCacheKey: KEY,
    orderId: ORDER_ID,
    paymentType: 'sbp',
    total: 917,
    currency: 'RUB',
    deadline: NOW.getTime() + 10 * 60_000,
    acquiring: 'sandbox_new',
    verifyParam: null,
    widgetUrl: null,
    payKey: 'pay-key-1',
    bank: { qr: 'https://bank.example/sbp/pay/abc', link: 'https://bank.example/sbp/pay/abc' },
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(status: 'waiting_for_payment' | 'accepted') {
  apiServer.use(
    answer('post', '/order/status', {
      order_id: ORDER_ID,
      status: { alias: status, name: status, description: null, original_status: status },
      order_type: 'delivery',
      payment_deadline: null,
      updated_at: NOW.toISOString(),
      can_cancel: false,
      can_repeat: false,
      is_trackable: true,
      has_courier: false,
    }),
    answer('get', '/settings', { settings: testSettings() }),
  );
  const requests = recordRequests();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/moscow/order/payment/${KEY}`]}>
        <Routes>
          <Route
            path="/moscow/order/payment/:key"
            element={<PaymentView basePath="/moscow" orderCacheKey={KEY} />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requests;
}

describe('the payment page of an SBP order', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await initI18n({ lng: 'ru' });
    locationStore.getState().setCity(testCity());
    pendingSbp();
  });
  afterEach(() => {
    cleanup();
    locationStore.getState().reset();
    localStorage.clear();
    vi.useRealTimers();
  });

  it('shows the total, the countdown, the way back and the QR with the bank link, and polls the order', async () => {
    const requests = renderPage('waiting_for_payment');
    const page = screen.getByTestId(testIds.payment.page);
    expect(within(page).getByText('Оплата через СБП')).toBeTruthy();
    expect(page.textContent).toContain('К оплате:');
    expect(page.textContent).toMatch(/917/);
    expect(screen.getByTestId(testIds.payment.countdown).textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(
      within(page)
        .getByRole('link', { name: /Вернуться к оформлению/ })
        .getAttribute('href'),
    ).toBe('/moscow/cart?state=checkout');
    expect(screen.getByTestId(testIds.payment.sbpQr).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId(testIds.payment.sbpLink).getAttribute('href')).toBe(
      'https://bank.example/sbp/pay/abc',
    );
    // Nothing to start: the payment is under way, the page waits for the bank.
    expect(screen.queryByTestId(testIds.payment.payButton)).toBeNull();
    await vi.waitFor(() => expect(requests).toContain('POST /order/status'));
    expect(screen.getByText('Ждём подтверждения от банка…')).toBeTruthy();
  });

  it('goes to the outcome once the bank confirmed', async () => {
    renderPage('accepted');
    expect((await screen.findByTestId('where')).textContent).toBe(
      `/moscow/?state=payment-success&order_id=${ORDER_ID}`,
    );
  });
});

describe('the payment page when its 10 minutes run out', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await initI18n({ lng: 'ru' });
    locationStore.getState().setCity(testCity());
    // A card order whose deadline has just passed, no payment under way.
    savePendingPayment({
      orderCacheKey: KEY,
      orderId: ORDER_ID,
      paymentType: 'card',
      total: 917,
      currency: 'RUB',
      deadline: NOW.getTime() - 1_000,
      acquiring: 'sandbox_new',
      verifyParam: null,
      widgetUrl: null,
      payKey: 'pay-key-1',
      bank: null,
    });
  });
  afterEach(() => {
    cleanup();
    locationStore.getState().reset();
    localStorage.clear();
    vi.useRealTimers();
  });

  it('goes to the outcome saying the time ran out, not that the payment failed', async () => {
    renderPage('waiting_for_payment');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/moscow/?state=payment-failure&reason=payment_expired',
    );
  });
});
