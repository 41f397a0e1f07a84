import { initI18n } from '@storefront/shared/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from './back-to-top';

function layout(mobile: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: mobile && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const button = () => screen.queryByRole('button', { name: /наверх/i });
/** The button, once its chunk has loaded. */
const shown = () => screen.findByRole('button', { name: /наверх/i });

describe('back to top (spec §2: after 1500 px)', () => {
  beforeEach(async () => {
    await initI18n({ lng: 'ru' });
    scrollTo(0);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('on a desktop shows past 1500 px, whichever way the page scrolls', async () => {
    layout(false);
    render(<BackToTop />);
    scrollTo(2000);
    expect(await shown()).toBeTruthy();
    scrollTo(1800);
    expect(await shown()).toBeTruthy();
  });

  it("on a phone stays out of the cards' way while reading down, and shows on the way back up", async () => {
    layout(true);
    render(<BackToTop />);
    scrollTo(2000);
    expect(button()).toBeNull();
    scrollTo(1800);
    expect(await shown()).toBeTruthy();
    scrollTo(2400);
    expect(button()).toBeNull();
  });
});
