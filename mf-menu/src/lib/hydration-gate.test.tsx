import { act, Suspense, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HYDRATION_GATE_ATTRIBUTE, HydrationGate, openHydrationGate } from './hydration-gate';

let nextKey = 0;
/** Gates are kept for the page's life: each test takes keys of its own. */
const freshKey = () => `group-${++nextKey}`;

function Hydrated({ onHydrated }: { onHydrated(): void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

interface GroupProps {
  gateKey: string;
  onAdd?(): void;
  onHydrated?(): void;
}

function Group({ gateKey, onAdd = () => {}, onHydrated = () => {} }: GroupProps) {
  return (
    <Suspense fallback={null}>
      <HydrationGate gateKey={gateKey} />
      <section {...{ [HYDRATION_GATE_ATTRIBUTE]: gateKey }}>
        <Hydrated onHydrated={onHydrated} />
        <button type="button" onClick={onAdd}>
          add
        </button>
      </section>
    </Suspense>
  );
}

/** The server's HTML of a group, rendered as the shell's server renders it: without a window. */
function serverHtml(gateKey: string): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<Group gateKey={gateKey} />);
  } finally {
    vi.unstubAllGlobals();
  }
}

const containers: HTMLElement[] = [];
function pageWith(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  containers.push(container);
  return container;
}

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

describe('a hydration gate', () => {
  it('keeps its group dehydrated (the server’s HTML, no handler) until it opens, then hydrates it in place', async () => {
    const key = freshKey();
    const container = pageWith(serverHtml(key));
    expect(container.querySelector('button')).not.toBeNull();
    const serverButton = container.querySelector('button');
    const onHydrated = vi.fn();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Group gateKey={key} onHydrated={onHydrated} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(onHydrated).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);

    await act(async () => openHydrationGate(key));
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(serverButton);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('opens the moment the visitor taps inside its group, and the tap runs the group’s handler', async () => {
    const key = freshKey();
    const container = pageWith(serverHtml(key));
    const onAdd = vi.fn();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Group gateKey={key} onAdd={onAdd} />, { onRecoverableError: recoverable });
    });
    const button = container.querySelector('button');
    // A tap the page's early-tap script replays is a plain click(): the click itself opens the gate.
    await act(async () => button?.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('never holds a page the browser renders itself', async () => {
    const container = pageWith('');
    const onAdd = vi.fn();
    await act(async () => createRoot(container).render(<Group gateKey={freshKey()} onAdd={onAdd} />));
    container.querySelector('button')?.click();
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
