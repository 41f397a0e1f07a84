import type { Banner } from '@storefront/shared/contract';
import { writeCookie } from '@storefront/shared/domain';
import { modalStore } from '@storefront/shared/stores';
import { serveApi } from '@storefront/shared/test-utils/api';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuCity } from '../test/render';
import { bannerMemory, useMarketingBanner } from './use-marketing-banner';

serveApi();

const banner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 7,
  page_url: ['/'],
  schedule: {
    show_time: { from: { date: '2025-01-01', time: '00:00' }, to: { date: '2030-12-31', time: '23:59' } },
    display_frequency: 1,
    display_frequency_type: 'day',
    delay: 5,
  },
  images: { small: '/s.svg', big: '/b.svg' },
  name: 'Наше приложение',
  description: null,
  click_url: null,
  button_text: null,
  ...overrides,
});

function clearCookies() {
  for (const name of ['banner_7_seen', 'banner_7_snooze']) writeCookie(name, '', -1);
}

/** The page the hook runs on. */
let page = '/moscow';
function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={[page]}>{children}</MemoryRouter>;
}
const at = (path: string) => {
  page = path;
  return Router;
};

describe('marketing banner scheduling (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-06T12:00:00Z'));
    vi.spyOn(performance, 'now').mockReturnValue(0);
    clearCookies();
  });
  afterEach(() => {
    modalStore.getState().closeAll();
    vi.useRealTimers();
    vi.restoreAllMocks();
    clearCookies();
  });

  it('opens after its delay on its page and remembers when it was seen', () => {
    renderHook(() => useMarketingBanner(menuCity({ banners: [banner()] }), '/moscow'), {
      wrapper: at('/moscow'),
    });
    vi.advanceTimersByTime(4999);
    expect(modalStore.getState().stack).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(modalStore.getState().stack[0]).toMatchObject({
      name: 'MarketingBannerModal',
      props: { bannerId: 7, basePath: '/moscow' },
    });
    expect(bannerMemory(7).lastSeenAt).toBe(Date.now());
  });

  it('waits while another modal is open, and asks again', () => {
    modalStore.getState().open('CitiesModal');
    renderHook(() => useMarketingBanner(menuCity({ banners: [banner()] }), '/moscow'), {
      wrapper: at('/moscow'),
    });
    vi.advanceTimersByTime(5000);
    expect(modalStore.getState().isOpen('MarketingBannerModal')).toBe(false);
    modalStore.getState().closeAll();
    vi.advanceTimersByTime(5000);
    expect(modalStore.getState().isOpen('MarketingBannerModal')).toBe(true);
  });

  it('stays away on pages it does not name, and within its frequency', () => {
    const { unmount } = renderHook(() => useMarketingBanner(menuCity({ banners: [banner()] }), '/moscow'), {
      wrapper: at('/moscow/promotions'),
    });
    vi.advanceTimersByTime(10_000);
    expect(modalStore.getState().stack).toHaveLength(0);
    unmount();
    writeCookie('banner_7_seen', String(Date.now() - 3_600_000), 1);
    renderHook(() => useMarketingBanner(menuCity({ banners: [banner()] }), '/moscow'), {
      wrapper: at('/moscow'),
    });
    vi.advanceTimersByTime(10_000);
    expect(modalStore.getState().stack).toHaveLength(0);
  });

  it('shows again once its frequency has passed (12 hours)', () => {
    const every12h = banner({
      schedule: { ...banner().schedule, display_frequency: 12, display_frequency_type: 'hours', delay: 0 },
    });
    writeCookie('banner_7_seen', String(Date.now() - 12 * 3_600_000), 1);
    renderHook(() => useMarketingBanner(menuCity({ banners: [every12h] }), '/moscow'), {
      wrapper: at('/moscow'),
    });
    vi.advanceTimersByTime(0);
    expect(modalStore.getState().isOpen('MarketingBannerModal')).toBe(true);
  });
});
