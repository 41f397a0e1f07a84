import { initI18n } from '@storefront/shared/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

// embla measures slides, which happy-dom cannot lay out; a stand-in API drives the edges instead.
const api = vi.hoisted(() => {
  const listeners = new Map<string, Array<(api: unknown) => void>>();
  const state = { index: 0, last: 2 };
  const fake = {
    canScrollPrev: () => state.index > 0,
    canScrollNext: () => state.index < state.last,
    scrollPrev: vi.fn(() => {
      state.index -= 1;
      for (const listener of listeners.get('select') ?? []) listener(fake);
    }),
    scrollNext: vi.fn(() => {
      state.index += 1;
      for (const listener of listeners.get('select') ?? []) listener(fake);
    }),
    on(event: string, listener: (api: unknown) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return fake;
    },
    destroy: vi.fn(),
    off(event: string, listener: (api: unknown) => void) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((l) => l !== listener),
      );
      return fake;
    },
  };
  return { fake, state, listeners };
});

const embla = vi.hoisted(() => ({ create: vi.fn() }));
vi.mock('embla-carousel', () => ({
  default: (...args: unknown[]) => {
    embla.create(...args);
    return api.fake;
  },
}));

beforeAll(() => initI18n({ lng: 'en' }));
beforeEach(() => {
  api.state.index = 0;
  api.listeners.clear();
  api.fake.scrollNext.mockClear();
  api.fake.scrollPrev.mockClear();
  embla.create.mockClear();
});
afterEach(cleanup);

const slides = ['Margherita', 'Pepperoni', 'Four cheeses', 'Hawaiian'];

/** Hovering the carousel loads embla; resolves once the arrows it drives are there. */
async function startEmbla() {
  fireEvent.pointerEnter(screen.getByRole('region'));
  await screen.findByRole('button', { name: 'Scroll forward' });
}

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(
    <Carousel label="Often ordered" {...props}>
      {slides.map((name) => (
        <button type="button" key={name}>
          {name}
        </button>
      ))}
    </Carousel>,
  );
}

describe('Carousel', () => {
  it('is a region named by its label, each slide announced as n of total', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Often ordered' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(4);
    expect(groups[1]?.getAttribute('aria-label')).toBe('2 of 4');
    expect(groups[1]?.getAttribute('aria-roledescription')).toBe('slide');
  });

  it('loads embla only once the visitor interacts: with the carousel, or with the page', async () => {
    renderCarousel();
    await act(async () => {});
    expect(embla.create).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pepperoni' })).toBeTruthy();
    fireEvent.pointerDown(window);
    await vi.waitFor(() => expect(embla.create).toHaveBeenCalledTimes(1));
    expect(embla.create.mock.calls[0]?.[1]).toMatchObject({ align: 'start', containScroll: 'trimSnaps' });
  });

  it('scrolls with an arrow key pressed before embla has loaded, once it is there', async () => {
    renderCarousel();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Pepperoni' }), { key: 'ArrowRight' });
    await vi.waitFor(() => expect(api.fake.scrollNext).toHaveBeenCalledTimes(1));
  });

  it('scrolls with the prev and next buttons, which say when there is nothing more', async () => {
    renderCarousel();
    await startEmbla();
    const prev = screen.getByRole('button', { name: 'Scroll back' });
    const next = screen.getByRole('button', { name: 'Scroll forward' });
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(prev);
    expect(api.fake.scrollPrev).not.toHaveBeenCalled();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(api.fake.scrollNext).toHaveBeenCalledTimes(2);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(prev.hasAttribute('aria-disabled')).toBe(false);
  });

  it('scrolls with the arrow keys from anywhere inside', async () => {
    renderCarousel();
    await startEmbla();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Pepperoni' }), { key: 'ArrowRight' });
    expect(api.fake.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Pepperoni' }), { key: 'ArrowLeft' });
    expect(api.fake.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('jumps instead of animating for people who prefer reduced motion', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderCarousel();
    await startEmbla();
    fireEvent.click(screen.getByRole('button', { name: 'Scroll forward' }));
    expect(api.fake.scrollNext).toHaveBeenCalledWith(true);
    matchMedia.mockRestore();
  });

  it('shows skeleton slides while loading, and says it is busy', () => {
    renderCarousel({ loading: true, skeletonCount: 5, skeleton: <div data-testid="card-skeleton" /> });
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(5);
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Scroll forward' })).toBeNull();
  });

  it('hides the arrows when everything fits', async () => {
    api.state.last = 0;
    renderCarousel();
    fireEvent.pointerEnter(screen.getByRole('region'));
    await vi.waitFor(() => expect(embla.create).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Scroll forward' })).toBeNull();
    api.state.last = 2;
  });
});
