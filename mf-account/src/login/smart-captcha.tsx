// The captcha widget at sign-in when the deployment checks tokens with Yandex SmartCaptcha
// (settings' `captcha`): the provider's script renders its check into the box and hands back a
// one-time token, sent with the code request. A new `resets` value (each request spends the token,
// and a refused sign-in resets the check, spec §8) clears it for the next try.
import { loadScript } from '@storefront/shared/ui';
import { useEffect, useRef } from 'react';

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
  }
}

export interface SmartCaptchaProps {
  clientKey: string;
  scriptUrl: string;
  lang: string;
  resets: number;
  onToken: (token: string) => void;
}

export function SmartCaptcha({ clientKey, scriptUrl, lang, resets, onToken }: SmartCaptchaProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const tell = useRef(onToken);
  tell.current = onToken;

  useEffect(() => {
    let gone = false;
    void loadScript(scriptUrl)
      .then(() => {
        if (gone || !box.current || !window.smartCaptcha || widget.current !== null) return;
        widget.current = window.smartCaptcha.render(box.current, {
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

  return <div ref={box} data-testid="login-captcha" />;
}
