// The remotes a server-rendered page shows are loaded before it is hydrated (bootstrap.tsx), and a slot
// renders a loaded one without suspending (remote-slot.tsx), so its HTML is hydrated in place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const {
  loadedRemoteComponent,
  loadRemoteComponent,
  preloadRemoteComponents,
  registerRuntimeRemotes,
  resetRemote,
  retryNeeds,
} = await import('./remotes');

const HomePage = () => null;
const SideCart = () => null;

beforeEach(() => {
  vi.useFakeTimers();
  registerRuntimeRemotes({
    'mf-menu': 'http://menu.example/mf-manifest.json',
    'mf-cart': 'http://cart.example/mf-manifest.json',
  });
});
afterEach(() => {
  resetRemote('mf-menu');
  resetRemote('mf-cart');
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  vi.useRealTimers();
});

describe('loadRemoteComponent', () => {
  it("registers each remote by its manifest's URL, for the runtime to read", () => {
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_menu', entry: 'http://menu.example/mf-manifest.json' },
      { name: 'mf_cart', entry: 'http://cart.example/mf-manifest.json' },
    ]);
  });

  it('a failed remote is registered anew on retry, dropping what the runtime kept of it', async () => {
    runtime.loadRemote.mockResolvedValueOnce(undefined);
    await expect(loadRemoteComponent('mf-menu', 'HomePage')).rejects.toThrow(/could not be loaded/);
    resetRemote('mf-menu');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_menu', entry: 'http://menu.example/mf-manifest.json' }],
      { force: true },
    );
    runtime.loadRemote.mockResolvedValue({ default: HomePage });
    await expect(loadRemoteComponent('mf-menu', 'HomePage')).resolves.toEqual({ default: HomePage });
  });

  it('refuses a remote the runtime config does not name', async () => {
    registerRuntimeRemotes({});
    await expect(loadRemoteComponent('mf-menu', 'HomePage')).rejects.toThrow(/not in the runtime config/);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});

describe('preloadRemoteComponents', () => {
  it('loads every listed module; a slot then finds it loaded', async () => {
    runtime.loadRemote.mockImplementation(async (id) => ({
      default: id === 'mf_menu/HomePage' ? HomePage : SideCart,
    }));
    await preloadRemoteComponents(
      [
        ['mf-menu', 'HomePage'],
        ['mf-cart', 'SideCart'],
      ],
      5000,
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_menu/HomePage');
    expect(loadedRemoteComponent('mf-menu', 'HomePage')).toBe(HomePage);
    expect(loadedRemoteComponent('mf-cart', 'SideCart')).toBe(SideCart);
  });

  it('waits no longer than its limit for a late remote, which its slot then loads itself', async () => {
    let arrive: (module: unknown) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    let done = false;
    const waiting = preloadRemoteComponents([['mf-menu', 'HomePage']], 5000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    expect(loadedRemoteComponent('mf-menu', 'HomePage')).toBeUndefined();
    arrive({ default: HomePage });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadedRemoteComponent('mf-menu', 'HomePage')).toBe(HomePage);
  });

  it('never fails: a remote that cannot be loaded is left to its slot (its fallback block)', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('down'));
    await expect(preloadRemoteComponents([['mf-menu', 'HomePage']], 5000)).resolves.toBeUndefined();
    expect(loadedRemoteComponent('mf-menu', 'HomePage')).toBeUndefined();
  });

  it('a retry (resetRemote) forgets what was loaded, so the slot loads it again', async () => {
    runtime.loadRemote.mockResolvedValue({ default: HomePage });
    await preloadRemoteComponents([['mf-menu', 'HomePage']], 5000);
    resetRemote('mf-menu');
    expect(loadedRemoteComponent('mf-menu', 'HomePage')).toBeUndefined();
  });
});

describe('retryNeeds', () => {
  afterEach(() => {
    for (const link of document.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  function preload(href: string) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }

  it('a remote down while the page preloaded its files needs a new document (the browser keeps those failures)', async () => {
    // A document of its own: nothing loaded in it yet.
    vi.resetModules();
    const fresh = await import('./remotes');
    fresh.registerRuntimeRemotes({
      'mf-menu': 'http://menu.example/mf-manifest.json',
      'mf-cart': 'http://cart.example/mf-manifest.json',
    });
    preload('http://menu.example/static/js/mf_menu.1234.js');
    runtime.loadRemote.mockResolvedValue(undefined);
    await expect(fresh.loadRemoteComponent('mf-menu', 'HomePage')).rejects.toThrow(/could not be loaded/);
    expect(fresh.retryNeeds('mf-menu')).toBe('reload');
    // Another remote's files are not this one's.
    expect(fresh.retryNeeds('mf-cart')).toBe('reset');
    // Once it has loaded here, its files answer: a retry registers it anew in place.
    runtime.loadRemote.mockResolvedValue({ default: HomePage });
    await fresh.loadRemoteComponent('mf-menu', 'HomePage');
    expect(fresh.retryNeeds('mf-menu')).toBe('reset');
  });

  it('a remote the page did not preload is registered anew in place', () => {
    preload('http://other.example/static/js/x.js');
    expect(retryNeeds('mf-menu')).toBe('reset');
  });
});
