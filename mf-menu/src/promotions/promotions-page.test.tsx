import { modalStore } from '@storefront/shared/stores';
import { serveApi } from '@storefront/shared/test-utils/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PromotionsPage from '../exposes/promotions-page';
import { renderWithProviders, setupMenuTest, teardownMenuTest } from '../test/render';

serveApi();

function setWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width: 1023px') ? width <= 1023 : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('promotions page (spec §2)', () => {
  beforeEach(() => setupMenuTest());
  afterEach(teardownMenuTest);

  it('lists the promotions under "promotions and discounts"', () => {
    setWidth(1440);
    renderWithProviders(<PromotionsPage basePath="/moscow" />, { route: '/moscow/promotions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Акции и скидки' })).toBeTruthy();
    expect(screen.getByTestId('promotion-second-pizza')).toBeTruthy();
    expect(screen.getByTestId('promotion-birthday')).toBeTruthy();
  });

  it('on desktop, More opens PromoModal', () => {
    setWidth(1440);
    renderWithProviders(<PromotionsPage basePath="/moscow" />, { route: '/moscow/promotions' });
    fireEvent.click(screen.getByRole('button', { name: 'Подробнее об акции «Пицца в день рождения»' }));
    expect(modalStore.getState().stack[0]).toMatchObject({
      name: 'PromoModal',
      props: { alias: 'birthday' },
    });
  });

  it('on mobile, More expands the description inline', () => {
    setWidth(390);
    renderWithProviders(<PromotionsPage basePath="/moscow" />, { route: '/moscow/promotions' });
    fireEvent.click(screen.getByRole('button', { name: 'Подробнее об акции «Вторая пицца −30%»' }));
    expect(screen.getByTestId('promotion-second-pizza').textContent).toContain('Скидка 30%');
    expect(screen.getByRole('button', { name: 'Свернуть' }).getAttribute('aria-expanded')).toBe('true');
    expect(modalStore.getState().stack).toHaveLength(0);
  });

  it('opens the promotion of ?alias= after 300 ms', async () => {
    setWidth(1440);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<PromotionsPage basePath="/moscow" />, {
      route: '/moscow/promotions?alias=birthday',
    });
    expect(modalStore.getState().stack).toHaveLength(0);
    expect(window.scrollTo).toHaveBeenCalled();
    await waitFor(() => expect(modalStore.getState().isOpen('PromoModal')).toBe(true));
    expect(modalStore.getState().stack[0]?.props).toEqual({ alias: 'birthday' });
  });
});
