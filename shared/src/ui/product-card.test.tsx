import { initI18n } from '@storefront/shared/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductCard, type ProductCardProps } from './product-card';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

const base: ProductCardProps = {
  id: 7,
  name: 'Margherita',
  description: 'Tomato sauce, mozzarella, basil',
  image: { url: '/pizza.svg', width: 400, height: 400 },
  weight: { value: 450, unit: 'g' },
  price: 449,
  currency: '₽',
  count: 0,
  onAdd: () => {},
  onIncrease: () => {},
  onDecrease: () => {},
};

const renderCard = (props: Partial<ProductCardProps> = {}) => render(<ProductCard {...base} {...props} />);

describe('ProductCard', () => {
  it('shows the picture with its size, the name, description, weight and price', () => {
    renderCard();
    const card = screen.getByTestId('product-card-7');
    const image = card.querySelector('img');
    expect(image?.getAttribute('width')).toBe('400');
    expect(image?.getAttribute('height')).toBe('400');
    expect(image?.getAttribute('loading')).toBe('lazy');
    // Decorative: the heading names the product, so a screen reader does not hear the name twice.
    expect(image?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('article', { name: 'Margherita' })).toBe(card);
    expect(card.textContent).toContain('Tomato sauce, mozzarella, basil');
    expect(card.textContent).toContain('450 g');
    expect(card.textContent).toContain('449\u00A0₽');
  });

  it('loads a picture above the fold at once', () => {
    renderCard({ priority: true });
    expect(screen.getByTestId('product-card-7').querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('shows the old price struck through and the discount badge when discounted', () => {
    renderCard({ price: 359, oldPrice: 449, discount: 20 });
    const card = screen.getByTestId('product-card-7');
    expect(card.querySelector('s')?.textContent).toContain('449');
    expect(card.textContent).toContain('−20%');
    expect(card.textContent).toContain('Discount 20%');
  });

  it('shows the accent label and the weight of a multi-piece sale unit', () => {
    renderCard({ accent: { kind: 'hit', text: 'Hit' }, saleMultiplicity: 2 });
    const card = screen.getByTestId('product-card-7');
    expect(card.textContent).toContain('Hit');
    expect(card.textContent).toContain('450 g × 2 pcs');
  });

  it('groups a weight as the price is grouped, in every language', () => {
    renderCard({ weight: { value: 1000, unit: 'g' }, price: 1000 });
    const card = screen.getByTestId('product-card-7');
    expect(card.textContent).toContain('1\u00a0000 g');
    expect(card.textContent).not.toContain('1,000');
  });

  it('offers an add button while the product is not in the cart', () => {
    const onAdd = vi.fn();
    renderCard({ onAdd });
    const add = screen.getByTestId('product-add-7');
    expect(add.getAttribute('aria-label')).toBe('Add to cart: Margherita');
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('product-plus-7')).toBeNull();
  });

  it('says "Choose" for a product with options', () => {
    renderCard({ hasOptions: true });
    expect(screen.getByTestId('product-add-7').textContent).toBe('Choose');
  });

  it('turns into minus/count/plus once in the cart', () => {
    const onIncrease = vi.fn();
    const onDecrease = vi.fn();
    renderCard({ count: 2, onIncrease, onDecrease });
    expect(screen.getByTestId('product-count-7').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('product-plus-7'));
    fireEvent.click(screen.getByTestId('product-minus-7'));
    expect(onIncrease).toHaveBeenCalledOnce();
    expect(onDecrease).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('product-add-7')).toBeNull();
  });

  it('disables plus at the cap (100 − sale_multiplicity)', () => {
    const onIncrease = vi.fn();
    renderCard({ count: 99, max: 99, onIncrease });
    const plus = screen.getByTestId('product-plus-7');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    expect(onIncrease).not.toHaveBeenCalled();
    expect(screen.getByTestId('product-minus-7').getAttribute('aria-disabled')).toBeNull();
  });

  it('disables every button while the cart is fetching or processing', () => {
    const onAdd = vi.fn();
    const { rerender } = render(<ProductCard {...base} disabled onAdd={onAdd} />);
    fireEvent.click(screen.getByTestId('product-add-7'));
    expect(onAdd).not.toHaveBeenCalled();
    rerender(<ProductCard {...base} count={1} disabled />);
    expect(screen.getByTestId('product-plus-7').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('product-minus-7').getAttribute('aria-disabled')).toBe('true');
  });

  it('opens the details from the name', () => {
    const onOpen = vi.fn();
    renderCard({ onOpen });
    fireEvent.click(screen.getByRole('button', { name: 'Margherita' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('says out of stock instead of offering to add an unavailable product', () => {
    renderCard({ unavailable: true });
    expect(screen.queryByTestId('product-add-7')).toBeNull();
    expect(screen.getByTestId('product-card-7').textContent).toContain('Out of stock');
  });

  it('takes other QA ids, or none', () => {
    const { rerender } = render(<ProductCard {...base} testIds={{ card: 'related-7' }} />);
    expect(screen.getByTestId('related-7')).toBeTruthy();
    rerender(<ProductCard {...base} testIds={false} />);
    expect(screen.queryByTestId('product-card-7')).toBeNull();
  });
});
