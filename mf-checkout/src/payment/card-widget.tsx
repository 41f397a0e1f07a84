// The acquirer's card widget: a page on the acquirer's own origin (payment-settings' widget_url),
// framed here. Card number, expiry and CVV are typed inside it and never reach this page or /api;
// asked to, it answers a cryptogram (or the §8 field errors) by postMessage, which pay sends on.
// Messages are taken from that frame and origin only, and sent to that origin only.
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import styles from './payment.module.css';

const PREFIX = 'acquirer-widget:';
const TOKENIZE_TIMEOUT_MS = 20_000;

/** The widget refused the card: errors by field with the §8 keys. */
export class CardWidgetError extends Error {
  constructor(
    readonly status: number,
    readonly fieldErrors: Partial<Record<'number' | 'expiry' | 'cvv', string>>,
    message: string,
  ) {
    super(message || 'card widget error');
    this.name = 'CardWidgetError';
  }
}

export interface CardWidgetHandle {
  /** A cryptogram of the card typed in the widget; rejects with CardWidgetError. */
  tokenize(): Promise<string>;
}

export interface CardWidgetProps {
  widgetUrl: string;
  publicId: string | null;
  lang: string;
  title: string;
  /** Every field filled in a complete shape. */
  onComplete: (complete: boolean) => void;
  /** Enter pressed inside the widget. */
  onSubmit: () => void;
}

interface WidgetMessage {
  type: string;
  complete?: boolean;
  cryptogram?: string;
  status?: number;
  message?: string;
  errors?: Record<string, string[] | undefined>;
}

function firstErrors(errors: WidgetMessage['errors'] = {}) {
  const out: Partial<Record<'number' | 'expiry' | 'cvv', string>> = {};
  for (const field of ['number', 'expiry', 'cvv'] as const) {
    const first = errors[field]?.[0];
    if (first) out[field] = first;
  }
  return out;
}

export const CardWidget = forwardRef<CardWidgetHandle, CardWidgetProps>(function CardWidget(
  { widgetUrl, publicId, lang, title, onComplete, onSubmit },
  ref,
) {
  const frame = useRef<HTMLIFrameElement>(null);
  const waiting = useRef<{ resolve: (value: string) => void; reject: (error: Error) => void } | null>(null);
  const handlers = useRef({ onComplete, onSubmit });
  handlers.current = { onComplete, onSubmit };
  const { src, origin } = useMemo(() => {
    const url = new URL(widgetUrl, window.location.href);
    url.searchParams.set('origin', window.location.origin);
    if (publicId) url.searchParams.set('public_id', publicId);
    url.searchParams.set('lang', lang);
    return { src: url.toString(), origin: url.origin };
  }, [widgetUrl, publicId, lang]);

  useEffect(() => {
    const listen = (event: MessageEvent<WidgetMessage>) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data;
      if (!data || typeof data.type !== 'string' || !data.type.startsWith(PREFIX)) return;
      const type = data.type.slice(PREFIX.length);
      if (type === 'change') handlers.current.onComplete(data.complete === true);
      else if (type === 'submit') handlers.current.onSubmit();
      else if (type === 'token' && typeof data.cryptogram === 'string') {
        waiting.current?.resolve(data.cryptogram);
        waiting.current = null;
      } else if (type === 'error') {
        waiting.current?.reject(
          new CardWidgetError(data.status ?? 0, firstErrors(data.errors), data.message ?? ''),
        );
        waiting.current = null;
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: () =>
        new Promise<string>((resolve, reject) => {
          const target = frame.current?.contentWindow;
          if (!target) return reject(new CardWidgetError(0, {}, 'card widget not loaded'));
          const timer = setTimeout(() => {
            waiting.current = null;
            reject(new CardWidgetError(0, {}, 'card widget did not answer'));
          }, TOKENIZE_TIMEOUT_MS);
          waiting.current = {
            resolve: (value) => {
              clearTimeout(timer);
              resolve(value);
            },
            reject: (error) => {
              clearTimeout(timer);
              reject(error);
            },
          };
          target.postMessage({ type: `${PREFIX}tokenize` }, origin);
        }),
    }),
    [origin],
  );

  return <iframe ref={frame} className={styles.widget} src={src} title={title} />;
});
