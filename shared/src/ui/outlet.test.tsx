import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Outlet, registerOutlet } from './outlet';

const props = { basePath: '/moscow', onBack() {}, variant: 'modal' as const };
let unregister: (() => void) | null = null;
afterEach(() => unregister?.());

describe('Outlet', () => {
  it('shows the fallback until an owner registers, then the owner with the props', () => {
    render(<Outlet name="CheckoutForm" props={props} fallback={<p>placeholder</p>} />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    act(() => {
      unregister = registerOutlet('CheckoutForm', (p) => <p>checkout for {p.basePath}</p>);
    });
    expect(screen.getByText('checkout for /moscow')).toBeTruthy();
    act(() => unregister?.());
    expect(screen.getByText('placeholder')).toBeTruthy();
  });
});
