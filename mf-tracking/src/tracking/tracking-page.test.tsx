import { initI18n } from '@storefront/shared/i18n';
import { TRACKING_STATUS_ATTRIBUTE, testIds } from '@storefront/shared/qa';
import { locationStore } from '@storefront/shared/stores';
import { ORDER_ID, testCity, testCourier, testStatus, testTrackedOrder } from '@storefront/shared/test-utils';
import { serveApi } from '@storefront/shared/test-utils/api';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import TrackingPage from '../exposes/tracking-page';
import { trackingServer } from '../test/server';

serveApi();

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const page = () => <TrackingPage basePath="/moscow" orderId={String(ORDER_ID)} />;
const statusOf = () => screen.getByTestId(testIds.tracking.status).getAttribute(TRACKING_STATUS_ATTRIBUTE);
/** Only the timers polling runs on are fake; the answers' bodies are still read on real macrotasks. */
const fakeTimers = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

/**
 * Moves the fake clock, then lets what it started finish: an answer lands on a real macrotask and
 * TanStack Query notifies on a fake zero timeout (which the fake clock runs 1 ms later), so both
 * kinds of time take turns a few times.
 */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 6; round++)
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1);
    });
}

/** Keeps settling until `check` holds: the map's adapter arrives through a real dynamic import. */
/**
 * Until `check` holds: vi.waitFor keeps real time running (a lazily imported map needs the event
 * loop, not only fake timers) and advances the fake clock by each interval.
 */
async function settleUntil(check: () => unknown) {
  await vi
    .waitFor(
      () => {
        if (!check()) throw new Error('not yet');
      },
      { timeout: 15_000, interval: 20 },
    )
    .catch(() => undefined);
}
const markerPosition = () =>
  screen
    .getByTestId(testIds.tracking.courierMarker)
    .querySelector('[data-marker]')
    ?.getAttribute('transform');

describe('TrackingPage', () => {
  it('shows the status bar with its icons and the products with count and modifiers', async () => {
    const server = trackingServer({ alias: 'cooking' });
    render(page(), { wrapper: server.wrapper() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cooking' })).toBeTruthy();
    expect(statusOf()).toBe('cooking');
    expect(screen.getByText('Our cooks are preparing your order.')).toBeTruthy();
    for (const alias of ['accepted', 'cooking', 'sent', 'done'])
      expect(screen.getByTestId(testIds.tracking.statusIcon(alias))).toBeTruthy();
    expect(screen.getByTestId(testIds.tracking.statusIcon('cooking')).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(await screen.findByText('Маргарита')).toBeTruthy();
    expect(screen.getByText('2 pcs')).toBeTruthy();
    expect(screen.getByText('Двойной сыр')).toBeTruthy();
    expect(screen.getByText('Delivery to Тверская улица, 12, 15')).toBeTruthy();
  });

  it('lists packaging, delivery, discount and bonuses between the lines and the total, so they add up', async () => {
    const server = trackingServer({ alias: 'cooking' });
    const order = testTrackedOrder('cooking');
    order.cart.prices = {
      bonuses: 50,
      delivery: 150,
      discount: 100,
      packages: 19,
      subtotal: 1018,
      total: 1037,
    };
    server.override(`/order/${ORDER_ID}`, { status: 200, body: order });
    render(page(), { wrapper: server.wrapper() });
    const totals = (await screen.findByText('Packaging')).closest('dl') as HTMLElement;
    expect(totals.textContent).toMatch(
      /Packaging.*19.*Delivery.*150.*Discount.*[−-]100.*Paid with bonuses.*[−-]50.*1[\s\u00a0]?037/,
    );
  });

  it('shows a single canceled icon for a canceled order, with neither cancel nor repeat', async () => {
    const server = trackingServer({ alias: 'canceled' });
    render(page(), { wrapper: server.wrapper() });
    await screen.findByTestId(testIds.tracking.statusIcon('canceled'));
    expect(
      screen
        .getAllByRole('listitem', { name: undefined })
        .filter((item) => item.dataset.testid?.startsWith('status-icon-')),
    ).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Repeat order' })).toBeNull();
  });

  it('never shows sent for a takeaway order', async () => {
    const server = trackingServer({ alias: 'cooking', orderType: 'takeaway' });
    render(page(), { wrapper: server.wrapper() });
    await screen.findByTestId(testIds.tracking.statusIcon('done'));
    expect(screen.queryByTestId(testIds.tracking.statusIcon('sent'))).toBeNull();
    expect(screen.getByText(/collect it at the shop/)).toBeTruthy();
  });

  it('offers cancel only while accepted, asking first; a guest then sees the order canceled', async () => {
    const server = trackingServer({ alias: 'accepted' });
    render(page(), { wrapper: server.wrapper() });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(server.callsTo('/order/cancel')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(statusOf()).toBe('canceled'));
    expect(server.callsTo('/order/cancel')[0]?.body).toEqual({ order_id: ORDER_ID });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers repeat when done, and no cancel', async () => {
    const server = trackingServer({ alias: 'done' });
    render(page(), { wrapper: server.wrapper() });
    expect(await screen.findByRole('button', { name: 'Repeat order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers neither repeat nor cancel to a visitor who found the order by phone and number', async () => {
    for (const alias of ['done', 'accepted'] as const) {
      const server = trackingServer({ alias });
      server.override('/order/status', {
        status: 200,
        body: { ...testStatus(alias), can_cancel: false, can_repeat: false },
      });
      const view = render(page(), { wrapper: server.wrapper() });
      await screen.findByTestId(testIds.tracking.statusIcon('done'));
      expect(screen.queryByRole('button', { name: 'Repeat order' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
      view.unmount();
    }
  });

  it('offers the lookup for an order this visitor cannot see', async () => {
    const server = trackingServer();
    server.hide();
    render(page(), { wrapper: server.wrapper() });
    expect(await screen.findByRole('button', { name: 'Find out order status' })).toBeTruthy();
  });
});

describe('TrackingPage polling (spec §4, §9: 30 s; terminal statuses stop)', () => {
  it('polls the status every 30 s, follows the kitchen, and stops once done', async () => {
    fakeTimers();
    const server = trackingServer({ alias: 'accepted' });
    render(page(), { wrapper: server.wrapper() });
    await advance(0);
    expect(statusOf()).toBe('accepted');
    expect(server.callsTo('/order/status')).toHaveLength(1);

    await advance(29_000);
    expect(server.callsTo('/order/status')).toHaveLength(1);
    server.move('cooking');
    await advance(1_000);
    expect(server.callsTo('/order/status')).toHaveLength(2);
    expect(statusOf()).toBe('cooking');

    server.move('done');
    await advance(30_000);
    expect(statusOf()).toBe('done');
    const calls = server.callsTo('/order/status').length;
    await advance(5 * 60_000);
    expect(server.callsTo('/order/status')).toHaveLength(calls);
  });

  it('polls the courier every 30 s while sent, hides it on a non-200 and stops when done', async () => {
    fakeTimers();
    const server = trackingServer({ alias: 'cooking' });
    render(page(), { wrapper: server.wrapper() });
    await advance(0);
    expect(server.callsTo('/order-tracking/get-courier-location')).toHaveLength(0);

    server.move('sent');
    await advance(30_000);
    expect(statusOf()).toBe('sent');
    expect(server.callsTo('/order-tracking/get-courier-location')).toHaveLength(1);
    await settleUntil(() => screen.queryByTestId(testIds.tracking.courierMarker));
    const before = markerPosition();
    expect(before).toMatch(/^translate\(/);
    expect(screen.getByRole('progressbar', { name: "Courier's route" }).getAttribute('aria-valuenow')).toBe(
      '40',
    );

    server.setCourier(testCourier(0.7));
    await advance(30_000);
    expect(server.callsTo('/order-tracking/get-courier-location')).toHaveLength(2);
    await settleUntil(() => markerPosition() !== before);
    expect(markerPosition()).not.toBe(before);
    expect(screen.getByRole('progressbar', { name: "Courier's route" }).getAttribute('aria-valuenow')).toBe(
      '70',
    );

    server.override('/order-tracking/get-courier-location', { status: 500, body: { message: 'down' } });
    await advance(30_000);
    expect(server.callsTo('/order-tracking/get-courier-location')).toHaveLength(3);
    await settleUntil(() => screen.queryByTestId(testIds.tracking.courierMarker) === null);
    expect(screen.queryByTestId(testIds.tracking.courierMarker)).toBeNull();

    server.override('/order-tracking/get-courier-location', null);
    await advance(30_000);
    await settleUntil(() => screen.queryByTestId(testIds.tracking.courierMarker));
    expect(screen.getByTestId(testIds.tracking.courierMarker)).toBeTruthy();

    server.move('done');
    await advance(30_000);
    expect(statusOf()).toBe('done');
    const calls = server.callsTo('/order-tracking/get-courier-location').length;
    await advance(2 * 60_000);
    expect(server.callsTo('/order-tracking/get-courier-location')).toHaveLength(calls);
    expect(screen.queryByTestId(testIds.tracking.courierMarker)).toBeNull();
  });

  it('announces a status change to screen readers, not the status it opened with', async () => {
    fakeTimers();
    const server = trackingServer({ alias: 'cooking' });
    render(page(), { wrapper: server.wrapper() });
    await advance(0);
    const live = screen.getByRole('status');
    expect(live.textContent).toBe('');
    server.move('sent');
    await advance(30_000);
    expect(live.textContent).toMatch(/^Order status: On the way\. Expected by \d{2}:\d{2}\.$/);
  });

  it('for an order placed while closed, says cooking starts ahead of its time, not that it is cooking', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 05:00 in Moscow; the order is for 10:00 today.
    vi.setSystemTime(new Date('2026-03-06T02:00:00Z'));
    locationStore.getState().setCity(testCity({ timezone: 'Europe/Moscow' }));
    const server = trackingServer({ alias: 'accepted' });
    server.override(`/order/${ORDER_ID}`, {
      status: 200,
      body: {
        ...testTrackedOrder('accepted'),
        interval: { id: '2026-03-06_600', start: '2026-03-06T07:00:00.000Z' },
      },
    });
    render(page(), { wrapper: server.wrapper() });
    expect(
      await screen.findByText(
        'We will start cooking ahead of 10:00, today, so that the order is ready by then.',
      ),
    ).toBeTruthy();
    expect(statusOf()).toBe('accepted');
    locationStore.getState().reset();
  });

  it('after midnight calls the 10:00 start tomorrow, as checkout did (the night shift runs to 04:00)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 00:05 on Saturday 7 March in Moscow: still Friday's business day.
    vi.setSystemTime(new Date('2026-03-06T21:05:00Z'));
    locationStore.getState().setCity(testCity({ timezone: 'Europe/Moscow' }));
    const server = trackingServer({ alias: 'accepted' });
    server.override(`/order/${ORDER_ID}`, {
      status: 200,
      body: {
        ...testTrackedOrder('accepted'),
        interval: { id: '2026-03-07_600', start: '2026-03-07T07:00:00.000Z' },
      },
    });
    render(page(), { wrapper: server.wrapper() });
    expect(
      await screen.findByText(
        'We will start cooking ahead of 10:00, tomorrow, so that the order is ready by then.',
      ),
    ).toBeTruthy();
    locationStore.getState().reset();
  });
});
