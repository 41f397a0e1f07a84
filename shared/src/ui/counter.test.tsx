import { initI18n } from '@storefront/shared/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Counter } from './counter';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

const minus = () => screen.getByRole('button', { name: /Decrease quantity/ });
const plus = () => screen.getByRole('button', { name: /Increase quantity/ });

describe('Counter (spec §4 product counter)', () => {
  it('shows the count between named minus and plus buttons', () => {
    render(<Counter value={2} onChange={() => {}} label="Margherita" />);
    expect(screen.getByRole('group', { name: 'Margherita' }).textContent).toContain('2');
    expect(minus().getAttribute('aria-label')).toBe('Decrease quantity: Margherita');
    expect(plus().getAttribute('aria-label')).toBe('Increase quantity: Margherita');
  });

  it('asks for one more and one less', () => {
    const onChange = vi.fn();
    render(<Counter value={2} onChange={onChange} />);
    fireEvent.click(plus());
    fireEvent.click(minus());
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it('never goes below 0: minus is disabled at the minimum', () => {
    const onChange = vi.fn();
    render(<Counter value={0} onChange={onChange} />);
    expect(minus().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables plus when the cap is at most the count', () => {
    const onChange = vi.fn();
    render(<Counter value={99} max={99} onChange={onChange} />);
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
    expect(minus().hasAttribute('aria-disabled')).toBe(false);
  });

  it('steps by the given step within the cap', () => {
    const onChange = vi.fn();
    render(<Counter value={8} step={2} max={9} onChange={onChange} />);
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith(9);
  });

  it('ignores both buttons while the cart is processing, keeping them focusable', () => {
    const onChange = vi.fn();
    render(<Counter value={1} loading onChange={onChange} />);
    plus().focus();
    fireEvent.click(plus());
    fireEvent.click(minus());
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(plus());
    expect(screen.getByRole('group').getAttribute('aria-busy')).toBe('true');
  });

  it('carries the QA test ids it is given', () => {
    render(
      <Counter
        value={3}
        onChange={() => {}}
        testIds={{ minus: 'product-minus-7', count: 'product-count-7', plus: 'product-plus-7' }}
      />,
    );
    expect(screen.getByTestId('product-count-7').textContent).toBe('3');
    expect(screen.getByTestId('product-minus-7')).toBe(minus());
    expect(screen.getByTestId('product-plus-7')).toBe(plus());
  });
});
