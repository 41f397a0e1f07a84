// Yandex SmartCaptcha, written to its documented validation call: POST
// https://smartcaptcha.yandexcloud.net/validate with the server key (`secret`), the widget's one-time
// `token` and the visitor's `ip`, answered `{ "status": "ok" | "failed", "message", "host" }`. A token
// is validated once (the service refuses it the second time). When the service itself fails (no
// answer in time, a non-200), `failOpen` decides: Yandex recommends letting the visitor through;
// a deployment that would rather refuse sets CAPTCHA_FAIL_MODE=closed.
import { z } from 'zod';
import type { CaptchaProvider } from './types';

export const SMARTCAPTCHA_URL = 'https://smartcaptcha.yandexcloud.net';

export interface SmartCaptchaOptions {
  serverKey: string;
  apiUrl?: string | undefined;
  /** Let the visitor through when the service is down (default false: refuse). */
  failOpen: boolean;
  timeoutMs?: number | undefined;
}

const answerSchema = z
  .object({ status: z.string(), message: z.string().optional(), host: z.string().optional() })
  .loose();

export class SmartCaptchaProvider implements CaptchaProvider {
  readonly name = 'smartcaptcha';
  private readonly url: string;
  /** Told when the service failed and failOpen decided (main.ts: a warning in the log). */
  onServiceError: ((detail: string) => void) | undefined;
  constructor(private readonly options: SmartCaptchaOptions) {
    this.url = `${(options.apiUrl ?? SMARTCAPTCHA_URL).replace(/\/$/, '')}/validate`;
  }

  private down(detail: string): boolean {
    this.onServiceError?.(detail);
    return this.options.failOpen;
  }

  async verify(token: string | undefined, ip: string): Promise<boolean> {
    if (!token || token.length > 4096) return false;
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.options.serverKey, token, ip }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 3000),
      });
    } catch {
      return this.down('no answer');
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      return this.down(`HTTP ${response.status}`);
    }
    const parsed = answerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return this.down('unreadable answer');
    return parsed.data.status === 'ok';
  }
}
