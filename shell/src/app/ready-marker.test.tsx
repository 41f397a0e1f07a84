import { READY_ATTRIBUTE } from '@storefront/shared/qa';
import { act, cleanup, render } from '@testing-library/react';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackedSuspense, useAppMounted } from './ready-marker';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function App({ children }: { children: ReactNode }) {
  useAppMounted();
  return <main>{children}</main>;
}

const ready = () => document.documentElement.hasAttribute(READY_ATTRIBUTE);
const Page = () => <button type="button">Order</button>;

describe('the page-ready marker', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute(READY_ATTRIBUTE);
  });

  it('is set once the app has mounted with nothing loading', async () => {
    render(
      <App>
        <TrackedSuspense fallback={<p>loading</p>}>
          <Page />
        </TrackedSuspense>
      </App>,
    );
    expect(ready()).toBe(true);
  });

  it('waits for a lazy boundary to show its content, and is removed while a new one loads', async () => {
    const first = deferred<{ default: ComponentType }>();
    const Lazy = lazy(() => first.promise);
    const view = render(
      <App>
        <TrackedSuspense fallback={<p>loading</p>}>
          <Lazy />
        </TrackedSuspense>
      </App>,
    );
    expect(ready()).toBe(false);
    await act(async () => first.resolve({ default: Page }));
    expect(ready()).toBe(true);

    const second = deferred<{ default: ComponentType }>();
    const Next = lazy(() => second.promise);
    view.rerender(
      <App>
        <TrackedSuspense fallback={<p>loading</p>}>
          <Lazy />
        </TrackedSuspense>
        <TrackedSuspense fallback={<p>loading</p>}>
          <Next />
        </TrackedSuspense>
      </App>,
    );
    expect(ready()).toBe(false);
    await act(async () => second.resolve({ default: Page }));
    expect(ready()).toBe(true);
  });

  it('on a server-rendered page, waits until the boundary whose code arrives late has hydrated', async () => {
    const tree = (Content: ComponentType) => (
      <App>
        <TrackedSuspense fallback={<p>loading</p>}>
          <Content />
        </TrackedSuspense>
      </App>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(Page));
    document.body.append(container);
    const code = deferred<{ default: ComponentType }>();
    const Lazy = lazy(() => code.promise);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree(Lazy));
    });
    // The server's button is on screen, but not yet hydrated.
    expect(container.querySelector('button')).not.toBeNull();
    expect(ready()).toBe(false);
    await act(async () => code.resolve({ default: Page }));
    expect(ready()).toBe(true);
    act(() => root?.unmount());
    container.remove();
  });
});
