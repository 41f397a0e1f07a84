import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydratePage } from './hydrate-page';

const CARDS = Array.from({ length: 40 }, (_, n) => n);
const BUSY_MS = 2;

/** Which task the page is in: a chain of macrotasks counts them while React hydrates. */
let task = 0;
let counting = true;
function countTasks() {
  task += 1;
  if (counting) setImmediate(countTasks);
}

/** A card whose render takes a while, as a product card does on a slow phone; it notes its task. */
function Card({ n, tasks, onAdd }: { n: number; tasks?: Set<number>; onAdd?: () => void }) {
  tasks?.add(task);
  const until = performance.now() + BUSY_MS;
  while (performance.now() < until) {
    // the render's own work
  }
  return (
    <button type="button" data-n={n} onClick={onAdd}>
      Добавить
    </button>
  );
}

const page = (tasks?: Set<number>, onAdd?: () => void) => (
  <main>
    {CARDS.map((n) => (
      <Card key={n} n={n} tasks={tasks} onAdd={onAdd} />
    ))}
  </main>
);

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  // The page's own conditions: no act() around the start-up, React's scheduler runs the work.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  task = 0;
  counting = true;
  setImmediate(countTasks);
});

afterEach(() => {
  counting = false;
  root?.unmount();
  root = undefined;
  container.remove();
});

const hydrated = () =>
  vi.waitFor(() => {
    const button = container.querySelector('button[data-n="39"]');
    if (!button || !Object.keys(button).some((key) => key.startsWith('__reactProps$')))
      throw new Error('not hydrated yet');
  });

describe('hydratePage', () => {
  it('hydrates the page in slices, with the browser getting the main thread between them', async () => {
    const tasks = new Set<number>();
    const first = container.querySelector('button');
    const recoverable = vi.fn();
    root = hydratePage(container, page(tasks), { onRecoverableError: recoverable });
    await hydrated();
    // 40 × 2 ms in one task with hydrateRoot alone; React's slices are about 5 ms.
    expect(tasks.size).toBeGreaterThan(5);
    // Hydrated in place: the server's nodes are kept.
    expect(container.querySelector('button')).toBe(first);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('lets a tap made while the page hydrates reach its handler at once', async () => {
    const onAdd = vi.fn();
    root = hydratePage(container, page(undefined, onAdd));
    // React listens from the call on, before it has hydrated anything.
    container.querySelector<HTMLButtonElement>('button[data-n="39"]')?.click();
    expect(onAdd).toHaveBeenCalledTimes(1);
    await hydrated();
    container.querySelector<HTMLButtonElement>('button[data-n="39"]')?.click();
    expect(onAdd).toHaveBeenCalledTimes(2);
  });
});
