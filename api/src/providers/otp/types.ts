// Sends sign-in codes by call or SMS (spec §4 Login). The sandbox implementation logs instead of
// dialling; the real ones (SMS.ru for Russian numbers, Twilio Verify elsewhere) implement the same
// interface. A provider may choose the code itself: SMS.ru's flash call is placed from a number whose
// last four digits are the code, and Twilio Verify keeps its code and checks it (check()).
export type OtpChannel = 'call' | 'sms';

export interface OtpMessage {
  brand: string;
  /** Digits only, with the country code (7…, 90…, 49…). */
  phone: string;
  channel: OtpChannel;
  /** The 4-digit code we made (delivered as is by SMS; a provider that chooses its own ignores it). */
  code: string;
  /** The visitor's IP (SMS.ru scores call fraud by it). */
  ip?: string | undefined;
}

/** What a send answers when the provider, not we, chose the code the customer receives. */
export interface OtpSent {
  /** The code the customer will get (a flash call's last four digits). */
  code?: string;
  /** The provider keeps the code and checks it (check() is the truth, not our stored hash). */
  checkedByProvider?: boolean;
}

/** A provider refusal that means something to the customer (spec §8 texts at the phone field). */
export class OtpDeliveryError extends Error {
  constructor(
    readonly kind: 'bad_number' | 'rate_limited' | 'unavailable',
    detail: string,
  ) {
    super(`sign-in code not delivered (${kind}): ${detail}`);
    this.name = 'OtpDeliveryError';
  }
}

export interface OtpProvider {
  send(message: OtpMessage): Promise<OtpSent | undefined>;
  /**
   * Providers that keep the code (checkedByProvider) verify it: true when it is the right one; null
   * when this phone's code is not theirs to check (our stored hash decides).
   */
  check?(message: { phone: string; code: string }): Promise<boolean | null>;
}
