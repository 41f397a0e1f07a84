import { modalStore } from '@storefront/shared/stores';
import { cartOf, testLine, testMargherita, testMenu } from '@storefront/shared/test-utils';
import { serveApi } from '@storefront/shared/test-utils/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductInfoModal from '../exposes/product-info-modal';
import { fakeApi, menuSettings, renderWithProviders, setupMenuTest, teardownMenuTest } from '../test/render';

serveApi();

const opened = () => screen.findByRole('heading', { level: 2, name: 'Маргарита' });
/** The cart has loaded: the buttons are live. */
const enabled = () =>
  waitFor(() => expect(screen.getByTestId('product-modal-submit').getAttribute('aria-disabled')).toBeNull());
const total = () => screen.getByTestId('product-modal-submit').textContent;

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/products': () => testMenu(),
    '/cart': () => ({ cart: cartOf() }),
    '/settings': () => ({ settings: menuSettings() }),
    ...extra,
  });
}

describe('ProductInfoModal (spec §2, §4 modifier selection)', () => {
  beforeEach(() => setupMenuTest());
  afterEach(teardownMenuTest);

  it('shows the product with weight, description, nutrition and allergens behind their buttons', async () => {
    api();
    renderWithProviders(<ProductInfoModal productId={1} onClose={() => {}} />);
    await opened();
    const modal = screen.getByTestId('product-modal');
    expect(modal.querySelector('img')?.getAttribute('width')).toBe('800');
    expect(modal.textContent).toContain('450 г');
    fireEvent.click(within(modal).getByRole('button', { name: 'Пищевая ценность' }));
    expect(modal.textContent).toMatch(/1\s080 ккал/);
    const allergens = within(modal).getByRole('button', { name: /Показать аллергены/ });
    expect(allergens.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(allergens);
    expect(modal.textContent).toContain('молоко');
    // Expanded, the button offers to hide them again; pressed, they hide.
    expect(allergens.getAttribute('aria-expanded')).toBe('true');
    expect(allergens.textContent).toBe('Скрыть аллергены');
    fireEvent.click(allergens);
    expect(allergens.textContent).toBe('Показать аллергены');
  });

  it('marks a required group with an asterisk and shows the §5 hints', async () => {
    api();
    renderWithProviders(<ProductInfoModal productId={1} onClose={() => {}} />);
    const size = await screen.findByRole('heading', { level: 3, name: /Размер/ });
    expect(size.textContent).toContain('*');
    expect(screen.getByText('Выберите 1')).toBeTruthy();
    expect(screen.getByText('Можно выбрать до 3')).toBeTruthy();
  });

  it('replaces the choice of a pick-one group and prices the modifiers', async () => {
    api();
    renderWithProviders(<ProductInfoModal productId={1} onClose={() => {}} />);
    await opened();
    expect(total()).toContain('449');
    fireEvent.click(screen.getByTestId('modifier-3'));
    expect(screen.getByTestId('modifier-3').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('modifier-2').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('modifier-plus-7'));
    expect(total()).toContain(`${449 + 150 + 79}`);
  });

  it('stops plus at a modifier’s max and at the group’s max; a stopped modifier cannot be added', async () => {
    api();
    renderWithProviders(<ProductInfoModal productId={1} onClose={() => {}} />);
    await opened();
    const plus = (id: number) => screen.getByTestId(`modifier-plus-${id}`);
    fireEvent.click(plus(7));
    fireEvent.click(plus(7));
    expect(plus(7).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus(8));
    // The group holds 3 at most: every plus in it is off now.
    expect(plus(8).getAttribute('aria-disabled')).toBe('true');
    expect(plus(9).getAttribute('aria-disabled')).toBe('true');
    expect(total()).toContain(`${449 + 79 * 2 + 89}`);
  });

  it('refuses to add until a required group has its minimum (min 2 of 4 sauces)', async () => {
    const sauces = testMargherita({
      id: 40,
      name: 'Сет',
      modifiers: {
        available: true,
        single: [],
        groups: [
          {
            id: 9,
            name: 'Соусы',
            min: 2,
            max: 4,
            modifiers: [1, 2, 3].map((n) => ({
              id: 900 + n,
              name: `Соус ${n}`,
              image: null,
              price: 0,
              min: 0,
              max: 2,
              type: 'default' as const,
              count: 0,
            })),
          },
        ],
      },
    });
    const { calls } = api();
    renderWithProviders(<ProductInfoModal product={sauces} onClose={() => {}} />);
    await screen.findByRole('heading', { level: 2, name: 'Сет' });
    expect(screen.getByText('Выберите от 2 до 4')).toBeTruthy();
    const submit = screen.getByTestId('product-modal-submit');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Выберите обязательные добавки')).toBeTruthy();
    fireEvent.click(submit);
    fireEvent.click(screen.getByTestId('modifier-plus-901'));
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByTestId('modifier-plus-902'));
    await enabled();
    expect(calls.filter((call) => call.path === '/cart/add')).toHaveLength(0);
  });

  it('adds with the chosen modifiers and closes on success', async () => {
    const onClose = vi.fn();
    const added = cartOf([testLine({ key: '1:3x1', id: 1, count: 1 })]);
    const { calls } = api({ '/cart/add': () => ({ cart: added }) });
    renderWithProviders(<ProductInfoModal productId={1} onClose={onClose} />);
    await opened();
    fireEvent.click(screen.getByTestId('modifier-3'));
    await enabled();
    fireEvent.click(screen.getByTestId('product-modal-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const add = calls.find((call) => call.path === '/cart/add');
    expect(add?.body).toMatchObject({
      product_key: '1',
      count: 1,
      modifiers: [{ id: 3, count: 1 }],
      shop_id: 1,
    });
  });

  it('re-sends a product already in the cart with new modifiers (replace_key) and closes', async () => {
    const onClose = vi.fn();
    const inCart = cartOf([
      testLine({
        key: '1:2x1',
        id: 1,
        count: 2,
        modifiers: [{ id: 2, name: '25 см', price: 0, count: 1, group_id: 1 }],
      }),
    ]);
    const { calls } = api({ '/cart': () => ({ cart: inCart }), '/cart/add': () => ({ cart: inCart }) });
    renderWithProviders(<ProductInfoModal productId={1} onClose={onClose} />);
    // In the cart with the same choices: a counter, no submit.
    await waitFor(() => expect(screen.getByText('В корзине')).toBeTruthy());
    expect(screen.queryByTestId('product-modal-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('modifier-4'));
    expect(total()).toContain('Сохранить');
    await enabled();
    fireEvent.click(screen.getByTestId('product-modal-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.path === '/cart/add')?.body).toMatchObject({
      product_key: '1',
      count: 2,
      modifiers: [{ id: 4, count: 1 }],
      replace_key: '1:2x1',
    });
  });

  it('opens the order-types modal when delivery needs an address (spec §8), and re-enables', async () => {
    const onClose = vi.fn();
    api({
      '/cart/add': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { delivery_address: ['Укажите адрес доставки'] },
        },
      }),
    });
    renderWithProviders(<ProductInfoModal productId={1} onClose={onClose} />);
    await opened();
    await enabled();
    fireEvent.click(screen.getByTestId('product-modal-submit'));
    await waitFor(() => expect(modalStore.getState().isOpen('OrderTypesModal')).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByTestId('product-modal-submit').getAttribute('aria-busy')).toBeNull(),
    );
  });

  it('says so when the product is not on the menu', async () => {
    api();
    renderWithProviders(<ProductInfoModal productId={999} onClose={() => {}} />);
    expect(await screen.findByText('Это блюдо сейчас недоступно')).toBeTruthy();
  });

  it('takes a product passed in when the menu does not have it', async () => {
    api();
    renderWithProviders(
      <ProductInfoModal product={testMargherita({ id: 555, name: 'Особая' })} onClose={() => {}} />,
    );
    expect(await screen.findByRole('heading', { name: 'Особая' })).toBeTruthy();
  });
});
