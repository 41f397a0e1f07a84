import { initI18n } from '@storefront/shared/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  beforeAll(() => initI18n({ lng: 'en' }));
  afterEach(cleanup);

  it('is a button named by its label that calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Order</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit a form unless asked to', () => {
    render(<Button>Add</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });

  it('renders the variant and size it is given', () => {
    render(
      <Button variant="ghost" size="l">
        More
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button.dataset.variant).toBe('ghost');
    expect(button.dataset.size).toBe('l');
  });

  it('defaults to a primary medium button', () => {
    render(<Button>Pay</Button>);
    expect(screen.getByRole('button').dataset).toMatchObject({ variant: 'primary', size: 'm' });
  });

  it('while loading shows a spinner in place, says it is busy and keeps its name', () => {
    render(<Button loading>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('svg')).not.toBeNull();
    // The spinner is decorative inside a busy button: no second status announcement.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ignores clicks while loading, so an order is not sent twice', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Order
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays focusable while loading', () => {
    render(<Button loading>Pay</Button>);
    const button = screen.getByRole('button');
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('can be disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Order
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes through other attributes such as data-testid', () => {
    render(<Button data-testid="order-button">Order</Button>);
    expect(screen.getByTestId('order-button')).toBeTruthy();
  });
});
