import { initI18n } from '@storefront/shared/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { Price } from './price';

const nbsp = '\u00A0';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

describe('Price (spec §9 formatting)', () => {
  it('formats with formatPrice and the city currency', () => {
    render(<Price value={1234} currency="₽" data-testid="price" />);
    expect(screen.getByTestId('price').textContent).toBe(`1${nbsp}234${nbsp}₽`);
  });

  it('shows two decimals when fractional prices are on', () => {
    render(<Price value={499} currency="₺" fractional data-testid="price" />);
    expect(screen.getByTestId('price').textContent).toBe(`499,00${nbsp}₺`);
  });

  it('strikes the old price through when discounted, and says which is which', () => {
    render(<Price value={399} oldValue={499} currency="₽" data-testid="price" />);
    const old = screen.getByTestId('price').querySelector('s');
    expect(old?.textContent).toBe(`Old price: 499${nbsp}₽`);
    expect(screen.getByTestId('price').textContent).toBe(
      `Discounted price: 399${nbsp}₽Old price: 499${nbsp}₽`,
    );
  });

  it('shows no old price when it is not higher', () => {
    render(<Price value={499} oldValue={499} data-testid="price" />);
    expect(screen.getByTestId('price').querySelector('s')).toBeNull();
    expect(screen.getByTestId('price').textContent).toBe('499');
  });
});

describe('Badge', () => {
  it('shows a discount as −N% and reads it as words', () => {
    render(<Badge percent={20} data-testid="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toBe('\u221220%');
    expect(badge.textContent).toContain('Discount 20%');
  });

  it('rounds the percent', () => {
    render(<Badge percent={14.6} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toContain('\u221215%');
  });

  it('shows any short label', () => {
    render(<Badge tone="brand">New</Badge>);
    expect(screen.getByText('New')).toBeTruthy();
  });
});
