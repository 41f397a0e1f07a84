import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, type ReactNode, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseEarlyTaps } from './early-taps';

// The script as the page runs it, at the top of every page the shell serves.
const SCRIPT = readFileSync(join(import.meta.dirname, 'early-taps.inline.js'), 'utf8');

function Card({ available, onAdd }: { available: boolean; onAdd(): void }) {
  return (
    <section data-early-tap="">
      {available ? (
        <button type="button" onClick={onAdd}>
          Добавить
        </button>
      ) : (
        <span>Нет в наличии</span>
      )}
    </section>
  );
}

const page = (children: ReactNode) => <Suspense fallback={null}>{children}</Suspense>;

let container: HTMLElement;
let root: Root | undefined;

/** The server's HTML of the card, on the page and not hydrated yet. */
function serverRendered(): HTMLButtonElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(page(<Card available onAdd={() => {}} />));
  document.body.append(container);
  return container.querySelector('button') as HTMLButtonElement;
}

async function hydrate(ui: ReactNode) {
  // The busy mark the script put on a held button differs from what React renders: in development
  // React says so (production skips attributes), and the replay takes the mark off.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(container, page(ui), { onRecoverableError: () => {} });
    releaseEarlyTaps();
  });
}

describe('a tap on the server-rendered menu before it is hydrated', () => {
  beforeAll(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  });
  // Each test is a page of its own: the script at its top, holding taps until that page hydrates.
  beforeEach(() => new Function(SCRIPT)());
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    // The page hydrated (if its test did not): its listener holds no tap of a later test or file.
    releaseEarlyTaps();
    delete window.__STOREFRONT_EARLY_TAPS__;
    vi.restoreAllMocks();
  });

  it('is held, shown busy, and made once through the handler when React listens', async () => {
    const button = serverRendered();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    button.click(); // a second tap while it waits is not a second add
    const onAdd = vi.fn();
    await hydrate(<Card available onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    button.click(); // React listens: a tap goes straight to the handler
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('is dropped when the product is no longer on sale by the time the card hydrates', async () => {
    const button = serverRendered();
    button.click();
    const onAdd = vi.fn();
    await hydrate(<Card available={false} onAdd={onAdd} />);
    expect(container.textContent).toBe('Нет в наличии');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('leaves a page without the marked parts alone', () => {
    container = document.createElement('div');
    container.innerHTML = '<a href="#elsewhere">elsewhere</a>';
    document.body.append(container);
    const link = container.querySelector('a') as HTMLAnchorElement;
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('click', followed);
    link.click();
    document.removeEventListener('click', followed);
    expect(followed).toHaveReturnedWith(false);
  });
});
