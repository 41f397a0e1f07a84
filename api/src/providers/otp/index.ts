// Picks the OTP provider: the sandbox (logs the code, remembers the last one per phone for dev
// routes) until a real gateway is configured.
import type { OtpMessage, OtpProvider } from './types';

export class SandboxOtpProvider implements OtpProvider {
  private readonly last = new Map<string, OtpMessage>();
  constructor(private readonly log: (message: OtpMessage) => void = () => {}) {}

  async send(message: OtpMessage): Promise<undefined> {
    this.last.set(`${message.brand}:${message.phone}`, message);
    this.log(message);
    return undefined;
  }

  /** The last code sent to a phone (dev route and tests only). */
  lastCode(brand: string, phone: string): string | null {
    return this.last.get(`${brand}:${phone}`)?.code ?? null;
  }
}

export { type OtpChannel, OtpDeliveryError, type OtpMessage, type OtpProvider, type OtpSent } from './types';
