import { locationStore } from '@storefront/shared/stores';
import { serveApi } from '@storefront/shared/test-utils/api';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, menuCity, renderWithProviders, setupMenuTest, teardownMenuTest } from '../test/render';
import { ClosedNotice } from './closed-notice';

serveApi();

// 10:00–23:00 on Friday 2026-03-06 (Moscow), for the city (delivery) and for the shop (takeaway).
const month = { '2026-03-06': { order_minutes: [{ from: 600, to: 1380 }] } };
const shop = {
  id: 1,
  city_id: 1,
  name: 'Пицца на Тверской',
  type: 'default',
  alert: null,
  address: { street: 'Тверская улица, 3', description: null },
  map: { coordinates: { latitude: 55.76, longitude: 37.61 }, zoom: 16 },
  tags: [],
  popular_products: [],
  phone: null,
  company_name: 'ООО «Тест»',
  inn: '7700000000',
  ogrn: '1027700000000',
  schedule: {
    month,
    default: Object.fromEntries(
      ['1', '2', '3', '4', '5', '6', '7'].map((day) => [
        day,
        { working_time: '10:00–23:00', working_minutes: [{ from: 600, to: 1380 }] },
      ]),
    ),
    custom: {},
  },
};

async function at(instant: string, takeaway: boolean) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(instant));
  await setupMenuTest({ takeaway });
  locationStore.getState().setCity(menuCity({ schedule: { month } }));
  fakeApi({ '/shops': () => ({ shops: [shop] }) });
  renderWithProviders(<ClosedNotice />);
}

describe('closed notice on the menu (spec §4 outlet states)', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(teardownMenuTest);

  it('at 05:00 says delivery is not open yet, opens at 10:00, and that an order can be placed for later', async () => {
    await at('2026-03-06T02:00:00Z', false);
    expect(await screen.findByText('Сейчас мы закрыты')).toBeTruthy();
    expect(screen.getByText(/Ещё не открылись: откроемся в 10:00/).textContent).toContain(
      'на более позднее время',
    );
  });

  it('for takeaway reads the shop: opens in 30 minutes at 09:30', async () => {
    await at('2026-03-06T06:30:00Z', true);
    expect(await screen.findByText(/Откроемся через 30 мин/)).toBeTruthy();
  });

  it('after closing offers tomorrow', async () => {
    await at('2026-03-06T20:30:00Z', false);
    expect(await screen.findByText(/На сегодня уже закрыто/)).toBeTruthy();
    expect(screen.getByText(/на завтра или на другой день/)).toBeTruthy();
  });

  it('after midnight says the day is over and offers tomorrow, as checkout does', async () => {
    // 00:05 on Saturday in Moscow: still Friday's business day, closed since 23:00.
    await at('2026-03-06T21:05:00Z', false);
    expect(await screen.findByText('Сейчас мы закрыты')).toBeTruthy();
    expect(screen.getByText(/На сегодня уже закрыто/)).toBeTruthy();
  });

  it('under an hour before closing says when the kitchen closes', async () => {
    // 22:30 in Moscow: delivery closes at 23:00, too late for cooking and the road.
    await at('2026-03-06T19:30:00Z', false);
    expect(await screen.findByText('Скоро закрываемся')).toBeTruthy();
    expect(screen.getByText(/Закроемся через 30 мин/).textContent).toContain('на завтра');
  });

  it('says nothing while open', async () => {
    await at('2026-03-06T09:00:00Z', true);
    await vi.advanceTimersByTimeAsync(100);
    expect(screen.queryByText('Сейчас мы закрыты')).toBeNull();
  });
});
