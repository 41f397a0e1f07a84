// Sends sign-in codes by call or SMS (spec §4 Login). The sandbox implementation logs instead of
// dialling; a real one (an SMS/call gateway) implements the same interface.
export type OtpChannel = 'call' | 'sms';

export interface OtpMessage {
  brand: string;
  /** Digits only. */
  phone: string;
  channel: OtpChannel;
  /** The 4-digit code (for a call: the last 4 digits of the calling number). */
  code: string;
}

export interface OtpProvider {
  send(message: OtpMessage): Promise<void>;
}
