// SMS.ru, written to its documented HTTP API (sms.ru, api_id auth, `json=1` answers): a flash call
// (POST /code/call — SMS.ru calls from a number whose last four digits are the code, answered as
// `code`) or an SMS with our code (POST /sms/send). A call that cannot be placed falls back to an SMS.
// Its status_codes map to what the customer is told: 202/207/209 a number it cannot reach, 201 no
// balance, 230–233 too many messages; the rest is "could not send, try again later".
import { z } from 'zod';
import { OtpDeliveryError, type OtpMessage, type OtpProvider, type OtpSent } from './types';

export const SMSRU_API_URL = 'https://sms.ru';

export interface SmsRuOptions {
  apiId: string;
  apiUrl?: string | undefined;
  /** An approved sender name (unset: SMS.ru's default). */
  from?: string | undefined;
  timeoutMs?: number | undefined;
  /** The SMS text; {code} is replaced. */
  text?: string | undefined;
}

const answerSchema = z
  .object({
    status: z.string(),
    status_code: z.number().int().optional(),
    status_text: z.string().optional(),
    code: z.union([z.string(), z.number()]).optional(),
    sms: z
      .record(z.string(), z.object({ status: z.string(), status_code: z.number().int().optional() }).loose())
      .optional(),
  })
  .loose();

const BAD_NUMBER = new Set([202, 207, 209]);
const RATE_LIMITED = new Set([230, 231, 232, 233]);

function refusal(statusCode: number | undefined, what: string): OtpDeliveryError {
  if (statusCode !== undefined && BAD_NUMBER.has(statusCode))
    return new OtpDeliveryError('bad_number', `${what} ${statusCode}`);
  if (statusCode !== undefined && RATE_LIMITED.has(statusCode))
    return new OtpDeliveryError('rate_limited', `${what} ${statusCode}`);
  return new OtpDeliveryError('unavailable', `${what} ${statusCode ?? 'no status'}`);
}

export class SmsRuOtpProvider implements OtpProvider {
  private readonly apiUrl: string;
  constructor(private readonly options: SmsRuOptions) {
    this.apiUrl = (options.apiUrl ?? SMSRU_API_URL).replace(/\/$/, '');
  }

  private async post(path: string, fields: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ api_id: this.options.apiId, json: '1', ...fields }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new OtpDeliveryError('unavailable', `${path} did not answer`);
    }
    if (response.status === 429) {
      await response.body?.cancel();
      throw new OtpDeliveryError('rate_limited', `${path} 429`);
    }
    const parsed = answerSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success)
      throw new OtpDeliveryError('unavailable', `${path} ${response.status}`);
    return parsed.data;
  }

  private async sms(message: OtpMessage): Promise<OtpSent> {
    const text = (this.options.text ?? 'Code: {code}').replace('{code}', message.code);
    const answer = await this.post('/sms/send', {
      to: message.phone,
      msg: text,
      ...(this.options.from ? { from: this.options.from } : {}),
    });
    if (answer.status !== 'OK') throw refusal(answer.status_code, '/sms/send');
    const one = answer.sms?.[message.phone];
    if (one && one.status !== 'OK') throw refusal(one.status_code, '/sms/send');
    return { code: message.code };
  }

  async send(message: OtpMessage): Promise<OtpSent> {
    if (message.channel === 'sms') return this.sms(message);
    let answer: z.infer<typeof answerSchema>;
    try {
      answer = await this.post('/code/call', { phone: message.phone, ip: message.ip ?? '-1' });
    } catch (error) {
      if (error instanceof OtpDeliveryError && error.kind === 'unavailable') return this.sms(message);
      throw error;
    }
    const code = answer.code === undefined ? '' : String(answer.code);
    if (answer.status === 'OK' && /^\d{4}$/.test(code)) return { code };
    const refused = refusal(answer.status_code, '/code/call');
    // A number the call cannot reach, a limit or an empty balance is no better by SMS.
    if (refused.kind !== 'unavailable' || answer.status_code === 201) throw refused;
    return this.sms(message);
  }
}
