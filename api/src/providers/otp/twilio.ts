// Twilio Verify, written to its documented API (verify.twilio.com/v2, HTTP Basic auth with the
// Account SID and Auth Token, form bodies): POST Services/{sid}/Verifications sends a code by SMS or
// call (its length — 4 here — is the Verify Service's setting), POST Services/{sid}/VerificationCheck
// checks what the customer typed ("approved"). Twilio keeps the code: we never see or store it.
// Error codes map to what the customer is told: 60200/21211/60205 a bad number, 60203/20429 or HTTP
// 429 too many tries; everything else "could not send, try again later".
import { z } from 'zod';
import { OtpDeliveryError, type OtpMessage, type OtpProvider, type OtpSent } from './types';

export const TWILIO_VERIFY_URL = 'https://verify.twilio.com';

export interface TwilioVerifyOptions {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  apiUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

const errorSchema = z.object({ code: z.number().int().optional(), message: z.string().optional() }).loose();
const verificationSchema = z.object({ status: z.string() }).loose();

const BAD_NUMBER = new Set([60200, 21211, 60205, 21614]);
const RATE_LIMITED = new Set([60203, 20429, 60202]);

export class TwilioVerifyOtpProvider implements OtpProvider {
  private readonly base: string;
  private readonly auth: string;
  constructor(private readonly options: TwilioVerifyOptions) {
    this.base = `${(options.apiUrl ?? TWILIO_VERIFY_URL).replace(/\/$/, '')}/v2/Services/${encodeURIComponent(options.serviceSid)}`;
    this.auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  }

  private async post(path: string, fields: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: { authorization: this.auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new OtpDeliveryError('unavailable', `${path} did not answer`);
    }
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  }

  async send(message: OtpMessage): Promise<OtpSent> {
    const answer = await this.post('/Verifications', { To: `+${message.phone}`, Channel: message.channel });
    if (answer.status === 201 || answer.status === 200) {
      const parsed = verificationSchema.safeParse(answer.body);
      if (parsed.success && parsed.data.status === 'pending') return { checkedByProvider: true };
      throw new OtpDeliveryError('unavailable', `Verifications answered ${parsed.data?.status ?? 'garbage'}`);
    }
    const code = errorSchema.safeParse(answer.body).data?.code;
    if (answer.status === 429 || (code !== undefined && RATE_LIMITED.has(code)))
      throw new OtpDeliveryError('rate_limited', `Verifications ${answer.status} ${code ?? ''}`);
    if (code !== undefined && BAD_NUMBER.has(code))
      throw new OtpDeliveryError('bad_number', `Verifications ${answer.status} ${code}`);
    throw new OtpDeliveryError('unavailable', `Verifications ${answer.status} ${code ?? ''}`);
  }

  async check({ phone, code }: { phone: string; code: string }): Promise<boolean> {
    const answer = await this.post('/VerificationCheck', { To: `+${phone}`, Code: code });
    // 404: no pending verification (expired, used, or too many wrong tries) — not this code.
    if (answer.status === 404) return false;
    if (answer.status === 429) throw new OtpDeliveryError('rate_limited', 'VerificationCheck 429');
    if (answer.status !== 200)
      throw new OtpDeliveryError('unavailable', `VerificationCheck ${answer.status}`);
    return verificationSchema.safeParse(answer.body).data?.status === 'approved';
  }
}

/**
 * Per country: SMS.ru takes the numbers its prefixes name (Russia's 7 by default), the other
 * provider the rest — a Turkish or German customer is not called from a Russian gateway.
 */
export class RoutedOtpProvider implements OtpProvider {
  constructor(private readonly routes: { prefixes: readonly string[] | 'rest'; provider: OtpProvider }[]) {}

  providerFor(phone: string): OtpProvider {
    const exact = this.routes.find(
      (route) => route.prefixes !== 'rest' && route.prefixes.some((prefix) => phone.startsWith(prefix)),
    );
    const route = exact ?? this.routes.find((candidate) => candidate.prefixes === 'rest') ?? this.routes[0]!;
    return route.provider;
  }

  send(message: OtpMessage) {
    return this.providerFor(message.phone).send(message);
  }

  async check(message: { phone: string; code: string }): Promise<boolean | null> {
    const provider = this.providerFor(message.phone);
    return provider.check ? provider.check(message) : null;
  }
}
