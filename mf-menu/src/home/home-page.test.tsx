import { MENU_ANCHOR_ID, MOBILE_MEDIA_QUERY } from '@storefront/shared/domain';
import { initI18n } from '@storefront/shared/i18n';
import { createQueryClient, queryKeys } from '@storefront/shared/query';
import { modalStore } from '@storefront/shared/stores';
import { cartOf, testLine, testMenu } from '@storefront/shared/test-utils';
import { serveApi } from '@storefront/shared/test-utils/api';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollOffset } from '../domain/layout';
import HomePage from '../exposes/home-page';
import { productsQueryOptions } from '../query/products-query';
import {
  fakeApi,
  menuCity,
  menuSettings,
  renderWithProviders,
  setupMenuTest,
  teardownMenuTest,
} from '../test/render';

serveApi();

const never = () => new Promise<never>(() => {});

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/cities/moscow': () => ({ city: menuCity() }),
    '/products': () => testMenu(),
    '/cart': () => ({ cart: cartOf() }),
    '/settings': () => ({ settings: menuSettings() }),
    ...extra,
  });
}

const renderHome = (route = '/moscow', client?: QueryClient) =>
  renderWithProviders(<HomePage basePath="/moscow" cityAlias="moscow" />, { route, client });

describe('home page (spec §2)', () => {
  beforeEach(() => setupMenuTest());
  afterEach(teardownMenuTest);

  it('shows 16 chip and 3 × 8 card skeletons while the menu loads', async () => {
    // The menu never comes: the page stays on its skeletons.
    api({ '/products': never });
    renderHome();
    const bar = await screen.findByTestId('category-bar');
    expect(bar.querySelectorAll('li')).toHaveLength(16);
    const loading = screen.getByRole('status', { name: 'Загружаем меню…' });
    expect(loading.querySelectorAll('li')).toHaveLength(24);
  });

  it('shows the promotions row, often ordered, and every non-empty group with its chip', async () => {
    api();
    renderHome();
    await screen.findByTestId('group-section-pizza');
    expect(screen.getByRole('link', { name: /Вторая пицца −30%/ }).getAttribute('href')).toBe(
      '/moscow/promotions?alias=second-pizza',
    );
    const popular = screen.getByRole('region', { name: 'Часто заказывают' });
    expect(within(popular).getByRole('heading', { name: 'Маргарита' })).toBeTruthy();
    for (const alias of ['pizza', 'pasta', 'drinks']) {
      expect(screen.getByTestId(`category-chip-${alias}`)).toBeTruthy();
      expect(screen.getByTestId(`group-section-${alias}`)).toBeTruthy();
    }
    expect(screen.queryByTestId('category-chip-empty')).toBeNull();
    expect(screen.queryByTestId('group-section-empty')).toBeNull();
    // One card per product carries the QA ids: the carousel copy does not repeat them.
    expect(screen.getAllByTestId('product-card-1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Москва');
  });

  it("has the skip link's target right before the groups: the next stop after it is the first card's add button", async () => {
    api();
    renderHome();
    await screen.findByTestId('group-section-pizza');
    const target = document.getElementById(MENU_ANCHOR_ID);
    expect(target?.tabIndex).toBe(-1);
    const stops = Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input'),
    ).filter((element) => target!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    const firstAdd = within(screen.getByTestId('group-section-pizza')).getAllByRole('button', {
      name: /Добавить|Выбрать/,
    })[0];
    expect(stops.indexOf(firstAdd!)).toBeLessThanOrEqual(1);
  });

  it('opens the product modal instead of adding a product with modifiers', async () => {
    const { calls } = api();
    renderHome();
    const add = await screen.findByTestId('product-add-1');
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBeNull());
    expect(add.textContent).toBe('Выбрать');
    fireEvent.click(add);
    expect(modalStore.getState().stack.at(-1)).toMatchObject({
      name: 'ProductInfoModal',
      props: { productId: 1 },
    });
    expect(calls.some((call) => call.path === '/cart/add')).toBe(false);
  });

  it("gives an add button the request its tap makes, for the page's script to send before hydration", async () => {
    const { calls } = api({
      '/cart/add': () => ({ cart: cartOf([testLine({ key: '73', id: 73, count: 1 })]) }),
    });
    // The page as the server renders it for a visitor with a session: the session's cart is on it.
    const client = createQueryClient();
    const context = { city_id: menuCity().id, order_type: 'takeaway', shop_id: 1, delivery_zone_id: null };
    client.setQueryData(queryKeys.cart.current(context), cartOf([]));
    renderHome('/moscow', client);
    const add = await screen.findByTestId('product-add-73', {}, { timeout: 5000 });
    const early = add.getAttribute('data-early-add');
    expect(early).not.toBeNull();
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(add);
    await screen.findByTestId('product-count-73');
    // Exactly the body the card's own handler sends: the early request is the same add.
    const sent = calls.find((call) => call.path === '/cart/add');
    expect(JSON.stringify(sent?.body)).toBe(early);
    // A product with options opens its window instead: its button sends nothing early.
    const choose = within(screen.getByTestId('group-section-pizza'))
      .getAllByRole('button', { name: /Выбрать/ })
      .filter((button) => button.dataset.testid?.startsWith('product-add-'));
    expect(choose.length).toBeGreaterThan(0);
    for (const button of choose) expect(button.hasAttribute('data-early-add')).toBe(false);
  });

  it('sends nothing early while the cart is not on the page: the answer would disagree with the cards', async () => {
    api({ '/cart': never });
    renderHome();
    const add = await screen.findByTestId('product-add-73', {}, { timeout: 5000 });
    expect(add.hasAttribute('data-early-add')).toBe(false);
  });

  it('sends nothing early for a visitor who has not chosen where to order: the handler asks', async () => {
    teardownMenuTest();
    await setupMenuTest({ takeaway: false });
    api();
    renderHome();
    const add = await screen.findByTestId('product-add-73', {}, { timeout: 5000 });
    expect(add.hasAttribute('data-early-add')).toBe(false);
  });

  it('adds at once, and removes 450 ms after the last minus', async () => {
    let lines = [testLine({ key: '73', id: 73, count: 1 })];
    const { calls } = api({
      '/cart': () => ({ cart: cartOf([]) }),
      '/cart/add': () => ({ cart: cartOf(lines) }),
      '/cart/remove': ({ body }) => {
        lines = [];
        return { cart: cartOf(lines), echo: body };
      },
    });
    renderHome();
    const add = await screen.findByTestId('product-add-73');
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(add);
    expect(await screen.findByTestId('product-count-73')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/cart/add')[0]?.body).toMatchObject({
      product_key: '73',
      count: 1,
    });
    const minus = screen.getByTestId('product-minus-73');
    await waitFor(() => expect(minus.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(minus);
    // The card shows the change at once; the call waits for the debounce.
    expect(await screen.findByTestId('product-add-73')).toBeTruthy();
    expect(calls.some((call) => call.path === '/cart/remove')).toBe(false);
    await waitFor(() => expect(calls.some((call) => call.path === '/cart/remove')).toBe(true), {
      timeout: 1500,
    });
    expect(calls.find((call) => call.path === '/cart/remove')?.body).toMatchObject({
      product_key: '73',
      count: 1,
    });
  });

  it('hides products by search and by allergen, and says when nothing is left', async () => {
    api();
    renderHome();
    await screen.findByTestId('group-section-pizza');
    fireEvent.click(screen.getByRole('button', { name: 'Поиск по меню' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск по меню' }), {
      target: { value: 'карбонара' },
    });
    expect(screen.queryByTestId('group-section-pizza')).toBeNull();
    expect(screen.getByTestId('product-card-73')).toBeTruthy();
    expect(screen.queryByTestId('product-card-74')).toBeNull();
    expect(screen.getByText('Найдено 1 блюдо')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть поиск' }));
    expect(screen.getByTestId('group-section-pizza')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    // The panel's code loads with the first tap.
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Молоко' }));
    expect(screen.queryByTestId('product-card-1')).toBeNull();
    expect(screen.getByTestId('product-card-2')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Для детей' }));
    expect(screen.getByText('Ничего не нашлось')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Сбросить фильтры' }).at(-1)!);
    expect(screen.getByTestId('product-card-1')).toBeTruthy();
  });

  it('loads the filter panel with its strings in the visitor’s language on the first tap', async () => {
    await initI18n({ lng: 'de' });
    api();
    renderHome();
    await screen.findByTestId('group-section-pizza');
    expect(screen.queryByRole('group', { name: 'Filter' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('group', { name: 'Filter' });
    expect(within(panel).getByRole('checkbox', { name: 'Für Kinder' })).toBeTruthy();
    expect(within(panel).getByText('Ernährung')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Filter zurücksetzen' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Fertig' })).toBeTruthy();
  });

  it('opens the cart for view=cart', async () => {
    api();
    renderHome('/moscow?view=cart&group=pasta');
    await screen.findByTestId('group-section-pizza');
    expect(modalStore.getState().isOpen('CartModal')).toBe(true);
  });

  it('?group= on a page that arrives with its menu scrolls the group below the header and the offset', async () => {
    api();
    // The server-rendered page: the menu is in the cache before the first render, so the home is
    // ready at its first commit, before the header's height was measured.
    const client = createQueryClient();
    client.setQueryData(
      productsQueryOptions({
        city_id: menuCity().id,
        order_type: 'takeaway',
        shop_id: 1,
        delivery_zone_id: null,
      }).queryKey,
      testMenu(),
    );
    document.documentElement.removeAttribute('data-full-layout');
    const header = document.createElement('header');
    header.style.position = 'sticky';
    document.body.prepend(header);
    const rect = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this === header) return DOMRect.fromRect({ x: 0, y: 0, width: 1440, height: 56 });
      // Where it is once the groups above it are laid out, not at their estimated heights.
      if (this.dataset.testid === 'group-section-pasta')
        return DOMRect.fromRect({
          x: 0,
          y: document.documentElement.hasAttribute('data-full-layout') ? 1000 : 700,
          width: 1440,
          height: 400,
        });
      return rect.call(this);
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      renderHome('/moscow?group=pasta', client);
      await waitFor(() => expect(scrollTo).toHaveBeenCalled(), { timeout: 2000 });
      const offset = scrollOffset(window.matchMedia(MOBILE_MEDIA_QUERY).matches);
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1000 - 56 - offset }));
    } finally {
      header.remove();
    }
  });

  it('marks the chip of the group that has reached the bar as the visitor scrolls', async () => {
    api();
    renderHome();
    await screen.findByTestId('group-section-drinks');
    // Scrolled down so far that pizza and pasta have passed under the bar and drinks is just below it.
    const tops: Record<string, number> = { pizza: -900, pasta: 40, drinks: 900 };
    const rect = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = this.dataset.group === undefined ? undefined : tops[this.dataset.group];
      return top === undefined
        ? rect.call(this)
        : DOMRect.fromRect({ x: 0, y: top, width: 390, height: 400 });
    });
    fireEvent.scroll(window);
    await waitFor(() =>
      expect(screen.getByTestId('category-chip-pasta').getAttribute('aria-current')).toBe('true'),
    );
    expect(screen.getByTestId('category-chip-pizza').getAttribute('aria-current')).toBeNull();

    tops.pasta = -400;
    tops.drinks = 40;
    fireEvent.scroll(window);
    await waitFor(() =>
      expect(screen.getByTestId('category-chip-drinks').getAttribute('aria-current')).toBe('true'),
    );
  });

  it('shows the popular groups on desktop with a select link to the group', async () => {
    api();
    renderHome();
    const groups = await screen.findByRole('region', { name: 'Популярные разделы' });
    expect(
      within(groups).getByRole('link', { name: 'Выбрать', description: 'Пиццы' }).getAttribute('href'),
    ).toBe('?group=pizza');
  });
});
