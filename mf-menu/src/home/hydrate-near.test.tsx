import { act, Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateNear } from './hydrate-near';

/** The browser's IntersectionObserver, driven by the test: `enter` brings a section near the screen. */
class Observer {
  static last: Observer | undefined;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    Observer.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  enter(element: Element) {
    this.callback(
      [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const idle: Array<() => void> = [];
const hydrated: string[] = [];

/** A menu group: it counts as hydrated once its effect has run. */
function Group({ alias, onTap }: { alias: string; onTap(alias: string): void }) {
  useEffect(() => {
    hydrated.push(alias);
  }, [alias]);
  return (
    <section data-group={alias}>
      <button type="button" onClick={() => onTap(alias)}>
        {alias}
      </button>
    </section>
  );
}

const ALIASES = ['pizza', 'rolls', 'wok'];

const menu = (onTap: (alias: string) => void) => (
  <main>
    {ALIASES.map((alias) => (
      <Suspense key={alias} fallback={null}>
        <HydrateNear alias={alias}>
          <Group alias={alias} onTap={onTap} />
        </HydrateNear>
      </Suspense>
    ))}
  </main>
);

let container: HTMLElement;
const section = (alias: string) => container.querySelector(`[data-group="${alias}"]`) as HTMLElement;
const button = (alias: string) => section(alias).querySelector('button') as HTMLButtonElement;

/** The server's page, hydrated by React: the groups are in the HTML, none has hydrated yet. */
async function hydrateServerPage(onTap: (alias: string) => void, recoverable: (error: unknown) => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(menu(() => {}));
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, menu(onTap), { onRecoverableError: recoverable });
  });
}

describe('HydrateNear', () => {
  beforeAll(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    vi.stubGlobal('IntersectionObserver', Observer);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  });

  beforeEach(() => {
    hydrated.length = 0;
  });

  afterEach(async () => {
    // The groups a test left waiting are let go, so the next test's idle queue starts with its own.
    await act(async () => {
      while (idle.length > 0) idle.shift()?.();
    });
    container?.remove();
  });

  it('renders every group on the server', () => {
    const html = renderToString(menu(() => {}));
    for (const alias of ALIASES) expect(html).toContain(`data-group="${alias}"`);
  });

  it('hydrates a group when it nears the screen, keeping the server’s HTML', async () => {
    const recoverable = vi.fn();
    await hydrateServerPage(() => {}, recoverable);
    expect(hydrated).toEqual([]);
    expect([...(Observer.last?.observed ?? [])]).toEqual(ALIASES.map(section));

    const serverButton = button('rolls');
    await act(async () => Observer.last?.enter(section('rolls')));
    expect(hydrated).toEqual(['rolls']);
    expect(button('rolls')).toBe(serverButton);
    expect(Observer.last?.observed.has(section('rolls'))).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates the waiting groups one by one, in page order, when the browser is idle', async () => {
    await hydrateServerPage(
      () => {},
      () => {},
    );
    expect(idle).toHaveLength(1);
    await act(async () => idle.shift()?.());
    expect(hydrated).toEqual(['pizza']);
    await act(async () => idle.shift()?.());
    expect(hydrated).toEqual(['pizza', 'rolls']);
  });

  it('a tap on a group that has not hydrated reaches its handler once, at once', async () => {
    const onTap = vi.fn();
    await hydrateServerPage(onTap, () => {});
    expect(hydrated).toEqual([]);
    await act(async () => button('wok').click());
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onTap).toHaveBeenCalledWith('wok');
    expect(hydrated).toEqual(['wok']);
  });

  it('a tap made before React has reached the groups (one the page held, clicked again) is not lost', async () => {
    const onTap = vi.fn();
    container = document.createElement('div');
    container.innerHTML = renderToString(menu(() => {}));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, menu(onTap));
      button('rolls').click();
    });
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onTap).toHaveBeenCalledWith('rolls');
  });

  it('a page the browser renders itself shows every group at once', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(menu(() => {})));
    expect(hydrated).toEqual(ALIASES);
    expect(idle).toEqual([]);
  });
});
