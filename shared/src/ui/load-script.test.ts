import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from './load-script';

// The test document loads no scripts: each added script is caught here and answered by the test.
let added: HTMLScriptElement[] = [];
const scriptsOf = (src: string) => added.filter((script) => script.src === src);

describe('loadScript', () => {
  beforeEach(() => {
    added = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...(nodes as HTMLScriptElement[]));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds a script once per URL and resolves every caller when it loads', async () => {
    const src = 'https://provider.example/once.js';
    const first = loadScript(src);
    const second = loadScript(src);
    expect(scriptsOf(src)).toHaveLength(1);
    scriptsOf(src)[0]?.onload?.(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('tries again after a failed load', async () => {
    const src = 'https://provider.example/fails.js';
    const failed = loadScript(src);
    scriptsOf(src)[0]?.onerror?.(new Event('error'));
    await expect(failed).rejects.toThrow('did not load');
    void loadScript(src).catch(() => {});
    expect(scriptsOf(src)).toHaveLength(2);
  });
});
