import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSmartCaptcha, SMART_CAPTCHA_ONLOAD, smartCaptchaScriptSrc } from './smart-captcha';

// The test document loads no scripts: each added script is caught here and "runs" as the test says.
let added: HTMLScriptElement[] = [];

describe('loading the SmartCaptcha widget as Yandex documents it', () => {
  beforeEach(() => {
    added = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...(nodes as HTMLScriptElement[]));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.smartCaptcha = undefined;
  });

  it('asks for captcha.js with render=onload and the ready global, keeping the URL’s own query', () => {
    const src = new URL(smartCaptchaScriptSrc('https://captcha.example/captcha.js?lang=ru'));
    expect(src.origin + src.pathname).toBe('https://captcha.example/captcha.js');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      lang: 'ru',
      render: 'onload',
      onload: SMART_CAPTCHA_ONLOAD,
    });
  });

  it('resolves with the API when the script calls the onload global, once for every caller', async () => {
    const first = loadSmartCaptcha('https://captcha.example/ready.js');
    const second = loadSmartCaptcha('https://captcha.example/ready.js');
    expect(added).toHaveLength(1);
    const api = { render: vi.fn(() => 1), reset: vi.fn() };
    // What the provider's script does: set its API up, then call the named global.
    window.smartCaptcha = api;
    window[SMART_CAPTCHA_ONLOAD]?.();
    await expect(Promise.all([first, second])).resolves.toEqual([api, api]);
    // Loaded: a later caller is answered at once, without another script.
    await expect(loadSmartCaptcha('https://captcha.example/ready.js')).resolves.toBe(api);
    expect(added).toHaveLength(1);
  });
});
