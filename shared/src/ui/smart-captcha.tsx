// The captcha widget when the deployment checks tokens with Yandex SmartCaptcha (settings'
// `captcha`): sign-in and the site forms both show it. The provider's script is loaded as Yandex
// documents it (`captcha.js?render=onload&onload=<global>`: the named global runs once
// `window.smartCaptcha` is ready), renders its check into the box with `smartCaptcha.render(box,
// { sitekey, callback })` and hands back a one-time token. A new `resets` value (each request spends
// the token, and a refusal resets the check, spec §8) clears it for the next try.
import { useEffect, useRef } from 'react';
import { loadScript } from './load-script';

interface SmartCaptchaApi {
  render(
    container: HTMLElement,
    params: { sitekey: string; hl?: string; callback?: (token: string) => void },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    smartCaptcha?: SmartCaptchaApi;
    [SMART_CAPTCHA_ONLOAD]?: () => void;
  }
}

/** The global the script calls when its API is ready (its `onload` parameter). */
export const SMART_CAPTCHA_ONLOAD = '__storefrontSmartCaptchaReady';

let ready: Promise<SmartCaptchaApi> | null = null;

/** The script's URL with the documented `render=onload&onload=` parameters. */
export function smartCaptchaScriptSrc(scriptUrl: string): string {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('render', 'onload');
  url.searchParams.set('onload', SMART_CAPTCHA_ONLOAD);
  return url.toString();
}

/** Loads the widget's script once; answers its API when the script says it is ready. */
export function loadSmartCaptcha(scriptUrl: string): Promise<SmartCaptchaApi> {
  if (window.smartCaptcha) return Promise.resolve(window.smartCaptcha);
  if (ready) return ready;
  const waiting = new Promise<SmartCaptchaApi>((resolve, reject) => {
    window[SMART_CAPTCHA_ONLOAD] = () => {
      if (window.smartCaptcha) resolve(window.smartCaptcha);
    };
    loadScript(smartCaptchaScriptSrc(scriptUrl))
      // A script that set its API up without calling back (no `onload` support) is ready too.
      .then(() => (window.smartCaptcha ? resolve(window.smartCaptcha) : undefined))
      .catch((error: unknown) => {
        ready = null;
        reject(error);
      });
  });
  ready = waiting;
  return waiting;
}

export interface SmartCaptchaProps {
  clientKey: string;
  scriptUrl: string;
  lang: string;
  resets: number;
  onToken: (token: string) => void;
  testId?: string;
}

export function SmartCaptcha({ clientKey, scriptUrl, lang, resets, onToken, testId }: SmartCaptchaProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const tell = useRef(onToken);
  tell.current = onToken;

  useEffect(() => {
    let gone = false;
    void loadSmartCaptcha(scriptUrl)
      .then((api) => {
        if (gone || !box.current || widget.current !== null) return;
        widget.current = api.render(box.current, {
          sitekey: clientKey,
          hl: lang,
          callback: (token) => tell.current(token),
        });
      })
      .catch(() => {});
    return () => {
      gone = true;
    };
  }, [clientKey, scriptUrl, lang]);

  useEffect(() => {
    if (resets === 0 || widget.current === null) return;
    window.smartCaptcha?.reset(widget.current);
    tell.current('');
  }, [resets]);

  return <div ref={box} data-testid={testId ?? 'smart-captcha'} />;
}
