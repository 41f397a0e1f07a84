import { initI18n } from '@storefront/shared/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

describe('Alert', () => {
  it('announces errors and warnings at once', () => {
    render(<Alert tone="error" title="Payment failed" />);
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
  });

  it('announces info and success politely', () => {
    render(<Alert tone="success">Saved</Alert>);
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it('can be a quiet notice that was there from the start', () => {
    render(
      <Alert live="off" data-testid="notice">
        Free delivery from 1000
      </Alert>,
    );
    expect(screen.getByTestId('notice').hasAttribute('role')).toBe(false);
  });

  it('shows its action and a named dismiss button', () => {
    const onDismiss = vi.fn();
    render(
      <Alert tone="warning" onDismiss={onDismiss} action={<button type="button">Retry</button>}>
        Slow connection
      </Alert>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('says which tone it is for styling and tests', () => {
    render(<Alert tone="info" data-testid="a" />);
    expect(screen.getByTestId('a').dataset.tone).toBe('info');
  });
});
