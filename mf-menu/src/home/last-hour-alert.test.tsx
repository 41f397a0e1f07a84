import { serveApi } from '@storefront/shared/test-utils/api';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  menuCity,
  menuSettings,
  renderWithProviders,
  setupMenuTest,
  teardownMenuTest,
} from '../test/render';
import { LastHourAlert } from './last-hour-alert';

serveApi();

// 10:00–23:00 every day; the test clock is set in Moscow time (UTC+3).
const shop = (id: number) => ({
  id,
  city_id: 1,
  name: 'Шаурма на Тверской',
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
    month: Object.fromEntries(
      ['2026-03-05', '2026-03-06', '2026-03-07'].map((date) => [
        date,
        { order_minutes: [{ from: 600, to: 1380 }] },
      ]),
    ),
    default: Object.fromEntries(
      ['1', '2', '3', '4', '5', '6', '7'].map((day) => [
        day,
        { working_time: '10:00–23:00', working_minutes: [{ from: 600, to: 1380 }] },
      ]),
    ),
    custom: {},
  },
});

function api(brand: string, country = 'RU') {
  return fakeApi({
    '/settings': () => ({
      settings: menuSettings({ brand: { alias: brand, name: brand, has_bonus_program: false } }),
    }),
    '/shops': () => ({ shops: [shop(1)] }),
    '/cities/moscow': () => ({ city: menuCity({ country: { id: 1, name: 'X', code: country } }) }),
  });
}

describe('last-work-hour alert (spec §4)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // 22:20 in Moscow: 40 minutes before the last order time.
    vi.setSystemTime(new Date('2026-03-06T19:20:10Z'));
    await setupMenuTest();
  });
  afterEach(teardownMenuTest);

  it('counts the minutes down for the one brand in takeaway and is gone at zero', async () => {
    api('shawarma');
    renderWithProviders(<LastHourAlert />);
    expect(await screen.findByText('Ресторан принимает заказы ещё 40 минут')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await screen.findByText('Ресторан принимает заказы ещё 39 минут')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(39 * 60_000);
    expect(screen.queryByText(/Ресторан принимает заказы/)).toBeNull();
  });

  it('stays away for other brands', async () => {
    api('pizza');
    renderWithProviders(<LastHourAlert />);
    await vi.advanceTimersByTimeAsync(100);
    expect(screen.queryByText(/Ресторан принимает заказы/)).toBeNull();
  });
});
