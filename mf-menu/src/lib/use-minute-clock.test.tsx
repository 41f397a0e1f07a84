import { setRenderedAt } from '@storefront/shared/ui';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMinuteClock } from './use-minute-clock';

function Clock() {
  const now = useMinuteClock();
  return <p>{now ? now.toISOString().slice(11, 16) : 'none'}</p>;
}

const SERVER = Date.parse('2026-03-06T02:00:30Z'); // 05:00 in Moscow: kitchens closed
const BROWSER = Date.parse('2026-03-06T02:03:10Z');

describe('useMinuteClock', () => {
  afterEach(() => {
    setRenderedAt(null);
    vi.useRealTimers();
  });

  it('renders on the server at the instant it renders, by the minute', () => {
    setRenderedAt(SERVER);
    expect(renderToString(<Clock />)).toContain('02:00');
  });

  it('hydrates the server’s HTML at the server’s minute without a mismatch, then shows the browser’s', async () => {
    setRenderedAt(SERVER);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Clock />);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BROWSER);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Clock />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('02:03');
  });

  it('a page the browser renders alone reads the browser’s clock at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BROWSER);
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(<Clock />));
    expect(container.textContent).toBe('02:03');
  });
});
